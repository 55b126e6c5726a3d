# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the build into a scratch prefix and checks that every file lands in
# its standard place. Run by CTest as install_layout.
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}"
    RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install failed: ${result}")
endif()
include(GNUInstallDirs)
set(expected
    ${CMAKE_INSTALL_BINDIR}/attention-lab
    ${CMAKE_INSTALL_DATADIR}/applications/org.attentionlab.AttentionLab.desktop
    ${CMAKE_INSTALL_DATADIR}/metainfo/org.attentionlab.AttentionLab.metainfo.xml
    ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps/attention-lab.svg
    ${CMAKE_INSTALL_DATADIR}/attention-lab/translations/attentionlab_zh_CN.qm
    ${CMAKE_INSTALL_DATADIR}/attention-lab/translations/attentionlab_en.qm)
foreach(size 16 32 48 64 128 256)
    list(APPEND expected ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps/attention-lab.png)
endforeach()
foreach(path IN LISTS expected)
    if(NOT EXISTS "${PREFIX}/${path}")
        message(FATAL_ERROR "missing after install: ${path}")
    endif()
endforeach()
# Validators, where the machine has them.
find_program(APPSTREAMCLI appstreamcli)
if(APPSTREAMCLI)
    execute_process(COMMAND "${APPSTREAMCLI}" validate --no-net
        "${PREFIX}/${CMAKE_INSTALL_DATADIR}/metainfo/org.attentionlab.AttentionLab.metainfo.xml" RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "appstreamcli rejects the metainfo")
    endif()
endif()
find_program(DESKTOP_FILE_VALIDATE desktop-file-validate)
if(DESKTOP_FILE_VALIDATE)
    execute_process(COMMAND "${DESKTOP_FILE_VALIDATE}"
        "${PREFIX}/${CMAKE_INSTALL_DATADIR}/applications/org.attentionlab.AttentionLab.desktop" RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "desktop-file-validate rejects the .desktop file")
    endif()
endif()
list(LENGTH expected count)
message(STATUS "install layout: ${count} files in place")
