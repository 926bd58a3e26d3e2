#!/usr/bin/env bash
# Build every tests/c/test_*.c against the whole C core with AddressSanitizer and
# UndefinedBehaviorSanitizer, and run it. Needs the generated tables
# (python tools/gen_tables.py); any sanitizer report fails the run.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -f csrc/generated/hr_tables.c ] || "${PYTHON:-python3}" tools/gen_tables.py
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
includes=(-Icsrc/include -Icsrc/internal -Icsrc/generated)
core=(csrc/runtime/*.c csrc/batch/*.c csrc/analysis/*.c csrc/games/*.c csrc/dropin/*.c
      csrc/generated/hr_tables.c)
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
# the core compiled once (not once per test program: that was most of the run's time)
flags=(-std=c99 -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined
       -fno-sanitize-recover=all -Wall -Wextra -Werror "${includes[@]}")
mkdir "$out/core"
for c in "${core[@]}"; do
    ${CC:-cc} "${flags[@]}" -c "$c" -o "$out/core/$(basename "$c" .c).o"
done
for t in tests/c/test_*.c; do
    name=$(basename "$t" .c)
    ${CC:-cc} "${flags[@]}" "$t" "$out"/core/*.o -lm -o "$out/$name"
    "$out/$name"
done
# every kernel against the scalar one over all 5-, 6- and 7-card hands (test_kernels.c
# "all"): optimized and without the sanitizers, which would make it minutes
${CC:-cc} -std=c99 -O2 -Wall -Wextra -Werror "${includes[@]}" \
    tests/c/test_kernels.c "${core[@]}" -lm -o "$out/test_kernels_all"
"$out/test_kernels_all" all
