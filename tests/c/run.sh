#!/usr/bin/env bash
# Build every tests/c/test_*.c against the whole C core and the references (tests/c/ref_*.c,
# compiled only into these programs) with AddressSanitizer and UndefinedBehaviorSanitizer,
# and run it; then the whole-deck programs, optimized. Needs the generated tables
# (python tools/gen_tables.py); any sanitizer report fails the run.
#   tests/c/run.sh tsan: instead, the programs that run the core on several threads
#   (test_threads.c; test_batch_job.c) with ThreadSanitizer: any data race fails the run.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -f csrc/generated/hr_tables.c ] || "${PYTHON:-python3}" tools/gen_tables.py
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
includes=(-Icsrc/include -Icsrc/internal -Icsrc/generated -Itests/c)
core=(csrc/runtime/*.c csrc/batch/*.c csrc/analysis/*.c csrc/games/*.c csrc/dropin/*.c
      csrc/generated/hr_tables.c tests/c/ref_*.c)
if [ "${1:-}" = tsan ]; then
    export TSAN_OPTIONS=halt_on_error=1:abort_on_error=1
    tsan=(-std=c99 -O1 -g -fno-omit-frame-pointer -fsanitize=thread -pthread -Wall -Wextra -Werror
          "${includes[@]}")
    mkdir "$out/tsan"
    for c in "${core[@]}"; do
        ${CC:-cc} "${tsan[@]}" -c "$c" -o "$out/tsan/$(basename "$c" .c).o"
    done
    for name in test_threads test_batch_job; do
        ${CC:-cc} "${tsan[@]}" "tests/c/$name.c" "$out"/tsan/*.o -lm -o "$out/$name"
        "$out/$name"
    done
    exit 0
fi
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
# the core compiled once (not once per test program: that was most of the run's time)
flags=(-std=c99 -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -pthread
       -fno-sanitize-recover=all -Wall -Wextra -Werror "${includes[@]}")
mkdir "$out/core"
for c in "${core[@]}"; do
    ${CC:-cc} "${flags[@]}" -c "$c" -o "$out/core/$(basename "$c" .c).o"
done
for t in tests/c/test_*.c; do
    name=$(basename "$t" .c)
    [ "$name" != test_reference ] || continue  # below, optimized
    ${CC:-cc} "${flags[@]}" "$t" "$out"/core/*.o -lm -o "$out/$name"
    "$out/$name"
done
# optimized and without the sanitizers (which would make these minutes), the core compiled
# once more: every kernel against the scalar one over all 5-, 6- and 7-card hands
# (test_kernels.c "all"), and every hand of whole decks against the references
# (test_reference.c)
fast=(-std=c99 -O2 -Wall -Wextra -Werror "${includes[@]}")
mkdir "$out/fast"
for c in "${core[@]}"; do
    ${CC:-cc} "${fast[@]}" -c "$c" -o "$out/fast/$(basename "$c" .c).o"
done
${CC:-cc} "${fast[@]}" tests/c/test_kernels.c "$out"/fast/*.o -lm -o "$out/test_kernels_all"
"$out/test_kernels_all" all
${CC:-cc} "${fast[@]}" tests/c/test_reference.c "$out"/fast/*.o -lm -o "$out/test_reference"
"$out/test_reference"
