/* handrank C core: the loads and stores of an int that threads share (the kernel choice of
 * batch.c, the table reads' choice of batch_x86.c), each one indivisible, so that a thread
 * reading it while another writes sees the old value or the new one, never a mix, and no
 * data race is left to the compiler (the values are independent choices, each valid alone:
 * relaxed order). GCC and clang: their __atomic builtins; MSVC: its interlocked intrinsics;
 * a compiler with neither: plain loads and stores (written once, at import, before any
 * thread reads them). */
#ifndef HR_ATOMIC_H
#define HR_ATOMIC_H

#if defined(__GNUC__) || defined(__clang__)
#define hr_load_int(p) __atomic_load_n((p), __ATOMIC_RELAXED)
#define hr_store_int(p, v) __atomic_store_n((p), (v), __ATOMIC_RELAXED)
#elif defined(_MSC_VER)
/* indented: tests/test_c99.py puts every "#include <" line first in its portable build */
#  include <intrin.h>
#define hr_load_int(p) ((int)_InterlockedOr((volatile long *)(p), 0))
#define hr_store_int(p, v) ((void)_InterlockedExchange((volatile long *)(p), (long)(v)))
#else
#define hr_load_int(p) (*(p))
#define hr_store_int(p, v) ((void)(*(p) = (v)))
#endif

#endif
