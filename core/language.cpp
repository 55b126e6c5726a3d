// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace AttentionLab::language {

namespace {
struct Installed
{
    QString code = QStringLiteral("zh");
    std::unique_ptr<QTranslator> app;
    std::unique_ptr<QTranslator> qt;
};

Installed& installed()
{
    static Installed state;
    return state;
}
} // namespace

QString systemDefault()
{
    return QLocale::system().language() == QLocale::English ? QStringLiteral("en") : QStringLiteral("zh");
}

bool isSupported(const QString& code)
{
    return code == QLatin1String("zh") || code == QLatin1String("en");
}

bool install(const QString& code)
{
    if (!isSupported(code))
        return false;
    Installed& state = installed();
    for (auto* translator : { state.app.get(), state.qt.get() }) {
        if (translator)
            QCoreApplication::removeTranslator(translator);
    }
    const QString qmName
        = code == QLatin1String("zh") ? QStringLiteral("attentionlab_zh_CN") : QStringLiteral("attentionlab_en");
    state.app = std::make_unique<QTranslator>();
    if (state.app->load(qmName, QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(state.app.get());
    // Qt's own strings (standard buttons, dialogs), when the system has them.
    state.qt = std::make_unique<QTranslator>();
    if (code == QLatin1String("zh")
        && state.qt->load(QStringLiteral("qtbase_zh_CN"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(state.qt.get());
    state.code = code;
    QLocale::setDefault(QLocale(code == QLatin1String("zh") ? QLocale::Chinese : QLocale::English,
                                code == QLatin1String("zh") ? QLocale::China : QLocale::UnitedStates));
    return true;
}

QString current()
{
    return installed().code;
}

} // namespace AttentionLab::language
