# SPDX-License-Identifier: GPL-3.0-or-later
# Instruction-set levels of the attention kernels (core/kernels/). The binary
# stays portable: everything else is compiled for the architecture's baseline,
# and core/attentionisa.cpp runs a level's kernels only when the CPU reports it.
#
#   ATTENTIONLAB_X86_KERNELS  x86-64 with GCC or Clang: the baseline (SSE2),
#                             x86-64-v3 (AVX2 + FMA) and AVX-512 levels;
#                             elsewhere the generic (baseline) kernels only.
#
# attentionlab_isa_kernels(TARGET) adds the kernels to TARGET.
if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$" AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang"
   AND CMAKE_SIZEOF_VOID_P EQUAL 8)
    set(ATTENTIONLAB_X86_KERNELS ON)
else()
    set(ATTENTIONLAB_X86_KERNELS OFF)
endif()

# Only what each level needs: -march=x86-64-v3 would also allow BMI, LZCNT and
# MOVBE, which the CPU check does not ask for.
#
# GCC's generic tuning copies memory 128 bits at a time (a memcpy into an array of registers, say),
# for Sandy Bridge's sake. Every CPU with AVX2 moves 256 bits whole. Copied in halves, a block put
# on the stack was read back whole before its halves had landed (a stalled store forward):
# one triangle at L = 256, d = 4 took 0.126-0.129 ms at x86-64-v3, 0.085-0.086 with whole moves, and
# the sweeps at L = 256, d = 64 0.39 against 0.365 (bench_isa, AMD EPYC, 2026-12-03). Long sentences
# measured the same. The AVX-512 level gained nothing from moves of 512 bits, and keeps GCC's.
# GCC 12 has the flags; other compilers go without.
include(CheckCXXCompilerFlag)
check_cxx_compiler_flag("-mmove-max=256 -mstore-max=256" attentionlab_has_move_max)
if(attentionlab_has_move_max)
    set(attentionlab_isa_whole_moves -mmove-max=256 -mstore-max=256)
else()
    set(attentionlab_isa_whole_moves "")
endif()
set(attentionlab_isa_flags_x86_64_v3 -mavx2 -mfma ${attentionlab_isa_whole_moves})
set(attentionlab_isa_flags_avx512 -mavx2 -mfma -mavx512f -mavx512dq -mavx512vl -mavx512bw)
set(attentionlab_isa_levels x86_64_v3 avx512)

# The softmax's loops are marked `#pragma omp simd` (vectorise this loop, at the
# level's width); -fopenmp-simd honours the mark without OpenMP's runtime. GCC's
# -O2 cost model left them scalar, and with them the exponentials. Without
# -fno-trapping-math GCC 12 would not turn the exponential's range check into a
# vector select at the SSE2 and AVX2 levels; nothing here reads the FPU's flags.
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    set(attentionlab_kernel_simd_flags -fopenmp-simd -fno-trapping-math)
else()
    set(attentionlab_kernel_simd_flags "")
endif()

function(attentionlab_isa_kernels target)
    set_source_files_properties(kernels/attentionkernels_baseline.cpp TARGET_DIRECTORY ${target}
                                PROPERTIES COMPILE_OPTIONS "${attentionlab_kernel_simd_flags}")
    if(ATTENTIONLAB_X86_KERNELS)
        foreach(level IN LISTS attentionlab_isa_levels)
            set(objects attentionlab_kernels_${level})
            add_library(${objects} OBJECT kernels/attentionkernels_${level}.cpp)
            target_compile_options(${objects} PRIVATE ${attentionlab_isa_flags_${level}} ${attentionlab_kernel_simd_flags})
            if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
                # GCC 12 warns inside its own AVX-512 intrinsics as Eigen inlines them.
                target_compile_options(${objects} PRIVATE -Wno-maybe-uninitialized -Wno-unused-variable)
                if(ATTENTIONLAB_SANITIZE)
                    # To catch a use after return, GCC 12's AddressSanitizer moves a function's locals
                    # into "fake" frames of its own, which align them to 32 bytes only. The vectorised
                    # code reads and writes its 64-byte aligned locals (an AVX-512 register each) with
                    # aligned instructions, and faulted there (tst_attention, 2026-12-03). On the real
                    # stack they keep their alignment, and every other check stays.
                    target_compile_options(${objects} PRIVATE --param=asan-use-after-return=0)
                endif()
            endif()
            target_link_libraries(${objects} PRIVATE Eigen3::Eigen)
            # No Qt here: one object per level, which tests/core checks with nm.
            set_target_properties(${objects} PROPERTIES POSITION_INDEPENDENT_CODE ON AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
            target_sources(${target} PRIVATE $<TARGET_OBJECTS:${objects}>)
        endforeach()
        target_compile_definitions(${target} PRIVATE ATTENTIONLAB_X86_KERNELS=1)
    else()
        target_compile_definitions(${target} PRIVATE ATTENTIONLAB_X86_KERNELS=0)
    endif()
endfunction()
