// SPDX-License-Identifier: GPL-3.0-or-later
// The resources are compiled in by qt_add_resources / qt_add_translations; this
// translation unit only gives the static library something to archive.
namespace AttentionLab {
int resourceLibraryVersion()
{
    return 1;
}
} // namespace AttentionLab
