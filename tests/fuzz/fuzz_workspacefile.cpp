// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary bytes to the workspace file reader, then, like File > Open,
// restores what it accepted into a Workspace (tokenizing and computing the
// attention of every sentence). An accepted file must save and read back.
#include "workspace.h"
#include "workspacefile.h"

#include <QByteArray>

#include <climits>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

using namespace AttentionLab;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    static Workspace* const workspace = [] {
        auto* w = new Workspace;
        w->setBackgroundLength(INT_MAX); // no threads: each input is computed before the next
        return w;
    }();

    const QByteArray json(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QString error;
    const std::optional<workspacefile::Document> document = workspacefile::fromJson(json, &error);
    if (!document) {
        if (error.isEmpty())
            std::abort();
        return 0;
    }
    const QByteArray saved = workspacefile::toJson(document->state, document->chapter, document->answers);
    const auto again = workspacefile::fromJson(saved, &error);
    if (!again || again->answers != document->answers)
        std::abort();
    workspace->restore(document->state, &error);
    return 0;
}
