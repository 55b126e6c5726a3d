# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when an instruction-set level's kernel object defines a weak (mergeable)
# symbol that does not carry the level's name: the linker keeps one body of
# such a symbol for the whole program, so AVX-512 code could run on a CPU
# without AVX-512 (see core/kernels/attentionkernels.inc).
#   cmake -DNM=nm -DOBJECT=file.o -DLEVEL=avx512 -P check_kernel_symbols.cmake
execute_process(COMMAND ${NM} -C --defined-only ${OBJECT} OUTPUT_VARIABLE symbols RESULT_VARIABLE failed)
if(failed)
    message(FATAL_ERROR "${NM} could not read ${OBJECT}")
endif()
string(REPLACE "\n" ";" lines "${symbols}")
set(weak 0)
set(offending "")
foreach(line IN LISTS lines)
    if(line MATCHES "^[0-9a-f]* [WwVv] (.*)$")
        math(EXPR weak "${weak} + 1")
        set(name "${CMAKE_MATCH_1}")
        # The personality routine's reference is the same data in every object.
        if(NOT name MATCHES "${LEVEL}" AND NOT name STREQUAL "DW.ref.__gxx_personality_v0")
            list(APPEND offending "${name}")
        endif()
    endif()
endforeach()
if(weak EQUAL 0)
    message(FATAL_ERROR "no weak symbol in ${OBJECT}: is it really Eigen code?")
endif()
if(offending)
    list(JOIN offending "\n  " text)
    message(FATAL_ERROR "${OBJECT} defines weak symbols without '${LEVEL}' in their name:\n  ${text}")
endif()
message(STATUS "${weak} weak symbols in ${OBJECT}, all of level ${LEVEL}")
