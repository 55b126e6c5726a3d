# SPDX-License-Identifier: GPL-3.0-or-later
# The folders are the architecture (DESIGN.md): a chapter folder under ui/ uses
# only common/ and core/, common/ uses only core/, and ui/ itself holds no
# sources. The include paths of the libraries already refuse most violations;
# this also catches relative includes ("../rnn/rnnpage.h") and stray files.
# Usage: cmake -DUI_DIR=<source>/ui -P check_layering.cmake
file(GLOB loose LIST_DIRECTORIES false "${UI_DIR}/*.cpp" "${UI_DIR}/*.h")
set(problems "")
foreach(file IN LISTS loose)
    string(APPEND problems "\n  ${file}: ui/ holds no sources; put it in shell/, common/ or a chapter folder")
endforeach()

# Which folder owns each header name.
file(GLOB folders LIST_DIRECTORIES true RELATIVE "${UI_DIR}" "${UI_DIR}/*")
foreach(folder IN LISTS folders)
    if(IS_DIRECTORY "${UI_DIR}/${folder}")
        file(GLOB headers RELATIVE "${UI_DIR}/${folder}" "${UI_DIR}/${folder}/*.h")
        foreach(header IN LISTS headers)
            set(owner_${header} "${folder}")
        endforeach()
        list(APPEND ui_folders "${folder}")
    endif()
endforeach()

foreach(folder IN LISTS ui_folders)
    if(folder STREQUAL "shell")
        continue() # the shell builds every chapter
    endif()
    file(GLOB sources "${UI_DIR}/${folder}/*.cpp" "${UI_DIR}/${folder}/*.h")
    foreach(source IN LISTS sources)
        file(STRINGS "${source}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
        foreach(line IN LISTS includes)
            string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]*)\".*" "\\1" included "${line}")
            get_filename_component(name "${included}" NAME)
            if(included MATCHES "\\.\\./")
                string(APPEND problems "\n  ${source}: includes \"${included}\" by a relative path out of its folder")
            elseif(DEFINED owner_${name})
                set(owner "${owner_${name}}")
                if(NOT owner STREQUAL folder AND NOT owner STREQUAL "common")
                    string(APPEND problems "\n  ${source}: includes ${name} from ui/${owner}/")
                elseif(folder STREQUAL "common" AND NOT owner STREQUAL "common")
                    string(APPEND problems "\n  ${source}: common/ includes ${name} from ui/${owner}/")
                endif()
            endif()
        endforeach()
    endforeach()
endforeach()

if(problems)
    message(FATAL_ERROR "ui/ layering broken:${problems}")
endif()
list(LENGTH ui_folders count)
message(STATUS "ui/ layering holds: ${count} folders, no chapter uses another's headers")
