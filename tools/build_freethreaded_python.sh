#!/usr/bin/env bash
# Build (or reuse) a free-threaded CPython (./configure --disable-gil) from Debian's source
# package of CPython, for the free-threaded run of .ci/run. Prints the interpreter's path as
# the last line of its output.
#
#   tools/build_freethreaded_python.sh            # 3.14 where Debian's files can be fetched, else 3.13
#   tools/build_freethreaded_python.sh 3.13       # that version only
#
# The interpreter goes to $HANDRANK_CI_DIR/cpython-<major.minor>t (default /opt/handrank-ci),
# outside any clone, and is reused while it is there: a build that finished leaves a
# .handrank-built file holding the upstream version; a folder without it (an interrupted
# build) is built again. The sources come from Debian 13 (trixie) and unstable through
# `apt-get source --download-only` (a deb-src line is added for them, as root); the upstream
# tarball inside is built as it is, without Debian's patches, and without
# --enable-optimizations (PGO triples the build's time). The build needs Debian's -dev
# packages of OpenSSL, zlib, libffi, bz2, lzma, sqlite3 and readline (those CPython's
# extension modules link to; pip needs ssl).
# Output of configure and make goes to build.log in the build folder, shown in full on failure.
set -euo pipefail

root=${HANDRANK_CI_DIR:-/opt/handrank-ci}
versions=("$@")
[ "${#versions[@]}" -gt 0 ] || versions=(3.14 3.13)

built() {  # the interpreter of a finished build of $1 (major.minor), or nothing
    local py="$root/cpython-$1t/bin/python$1t"
    [ -f "$root/cpython-$1t/.handrank-built" ] && [ -x "$py" ] \
        && "$py" -c 'import sysconfig, sys; sys.exit(not sysconfig.get_config_var("Py_GIL_DISABLED"))' \
        && echo "$py"
}

sources_ready=0
add_sources() {  # a deb-src line for trixie and unstable, and apt's index of them
    [ "$sources_ready" -eq 0 ] || return 0
    local list=/etc/apt/sources.list.d/handrank-deb-src.list
    if [ ! -f "$list" ]; then
        printf '%s\n' "deb-src http://deb.debian.org/debian trixie main" \
                      "deb-src http://deb.debian.org/debian unstable main" >"$list"
    fi
    apt-get update -qq
    sources_ready=1
}

fetch() {  # download Debian's newest fetchable source package of CPython $1 into the current folder
    local pkg="python$1" v
    # every version apt knows, newest first: the newest is listed before its files reach the
    # mirror, so an older one is tried when the newest cannot be fetched
    for v in $(apt-cache showsrc "$pkg" 2>/dev/null | sed -n 's/^Version: //p' | sort -rV | uniq); do
        if apt-get source -qq --download-only "$pkg=$v" >/dev/null 2>&1; then
            echo "fetched Debian's source package $pkg $v" >&2
            return 0
        fi
        echo "Debian's source package $pkg $v could not be fetched" >&2
    done
    return 1
}

build() {  # build CPython $1 free-threaded into $root/cpython-$1t; fails if it cannot be fetched
    local ver=$1 prefix="$root/cpython-$1t"
    rm -rf "$work" && mkdir -p "$work"
    add_sources
    (cd "$work" && fetch "$ver") || return 1
    local tarball
    tarball=$(ls "$work"/python"$ver"_*.orig.tar.* | grep -v '\.asc$' | head -n1)
    tar -xf "$tarball" -C "$work"
    local src
    src=$(find "$work" -mindepth 1 -maxdepth 1 -type d -name 'Python-*' | head -n1)
    local upstream=${src##*/Python-}
    echo "building CPython $upstream free-threaded into $prefix (configure, make -j2, make install)" >&2
    rm -rf "$prefix"
    local start=$SECONDS
    if ! (cd "$src" && ./configure --disable-gil --prefix="$prefix" >"$work/build.log" 2>&1 \
            && make -j2 >>"$work/build.log" 2>&1 && make install >>"$work/build.log" 2>&1); then
        cat "$work/build.log" >&2
        echo "the build of CPython $upstream failed (its log is above)" >&2
        return 2
    fi
    echo "$upstream" >"$prefix/.handrank-built"
    echo "built CPython ${upstream}t in $((SECONDS - start)) s" >&2
}

work=$(mktemp -d)  # the sources and the build of one version at a time
trap 'rm -rf "$work"' EXIT
for ver in "${versions[@]}"; do
    if py=$(built "$ver"); then
        echo "reusing $py (CPython $(cat "$root/cpython-${ver}t/.handrank-built")t)" >&2
        echo "$py"
        exit 0
    fi
    rc=0
    build "$ver" || rc=$?
    if [ "$rc" -eq 0 ]; then
        built "$ver"
        exit 0
    fi
    [ "$rc" -eq 1 ] || exit "$rc"
    echo "no source package of CPython $ver could be fetched; trying the next version" >&2
done
echo "no free-threaded CPython could be built (tried ${versions[*]})" >&2
exit 1
