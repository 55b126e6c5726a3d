# SPDX-License-Identifier: GPL-3.0-or-later
# Instrumented builds for finding memory errors and undefined behaviour:
#
#   ATTENTIONLAB_SANITIZE  every target (core, ui, app, tests, bench) with
#                          AddressSanitizer + UndefinedBehaviorSanitizer (g++ or
#                          clang++). tests/sanitizers/run.sh builds and runs it.
#   ATTENTIONLAB_FUZZ      the libFuzzer targets in tests/fuzz (clang++ only);
#                          every other target is instrumented for coverage too,
#                          so the fuzzer sees the branches of attentionlab_core.
#                          tests/fuzz/run.sh builds and runs them.
#
# UBSan errors abort (-fno-sanitize-recover): a finding that only prints is one
# that a green CI run hides.
option(ATTENTIONLAB_SANITIZE "Build every target with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
option(ATTENTIONLAB_FUZZ "Build the libFuzzer targets in tests/fuzz (needs clang++)" OFF)

set(attentionlab_sanitizer_flags
    -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)

if(ATTENTIONLAB_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
        message(FATAL_ERROR "ATTENTIONLAB_FUZZ needs clang++ (libFuzzer): -DCMAKE_CXX_COMPILER=clang++")
    endif()
    add_compile_options(${attentionlab_sanitizer_flags} -fsanitize=fuzzer-no-link)
    add_link_options(-fsanitize=address,undefined)
elseif(ATTENTIONLAB_SANITIZE)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
        message(FATAL_ERROR "ATTENTIONLAB_SANITIZE needs g++ or clang++")
    endif()
    add_compile_options(${attentionlab_sanitizer_flags})
    add_link_options(-fsanitize=address,undefined)
endif()
