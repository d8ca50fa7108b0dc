#!/usr/bin/env bash
# Builds xinxin-driver, the measurement driver around Nathan Sturtevant's xinxin Hearts program (see README.md here).
# Usage: scripts/xinxin/build.sh SRC_DIR OUT_DIR
#   SRC_DIR: an extracted checkout of https://github.com/nathansttt/hearts (commit 6ba1154); it is not part of this repo.
#   OUT_DIR: where the object files and the xinxin-driver binary go.
# Compiles xinxin's *.cpp except main.cpp as its own Makefile does (-std=c++11 -O3, no -DNDEBUG), plus driver.cpp,
# one file at a time; an object newer than its source and than every header in SRC_DIR is reused.
# CXX picks the compiler (default g++, the one tested; xinxin's own Makefile uses clang++).
set -euo pipefail

if [ "$#" -ne 2 ]; then
    echo "usage: $0 SRC_DIR OUT_DIR" >&2
    exit 2
fi
src=$(cd "$1" && pwd)
mkdir -p "$2"
out=$(cd "$2" && pwd)
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cxx=${CXX:-g++}
flags=(-std=c++11 -O3)

for f in Hearts.cpp Hearts.h iiMonteCarlo.cpp UCT.cpp mt_random.cpp; do
    [ -f "$src/$f" ] || { echo "$src does not look like a nathansttt/hearts checkout (no $f)" >&2; exit 1; }
done

mkdir -p "$out/obj"
newest_header=
for header in "$src"/*.h; do
    if [ -z "$newest_header" ] || [ "$header" -nt "$newest_header" ]; then newest_header=$header; fi
done
objects=()
compile() { # compile SOURCE OBJECT [extra flags...]
    local source=$1 object=$2
    shift 2
    if [ -f "$object" ] && [ "$object" -nt "$source" ] && [ "$object" -nt "$newest_header" ]; then
        return
    fi
    echo "$cxx ${flags[*]} $* -c $source -o $object"
    "$cxx" "${flags[@]}" "$@" -c "$source" -o "$object"
}

for source in "$src"/*.cpp; do
    name=$(basename "$source" .cpp)
    [ "$name" = main ] && continue
    compile "$source" "$out/obj/$name.o" -w
    objects+=("$out/obj/$name.o")
done
compile "$here/driver.cpp" "$out/obj/xinxin-driver.o" -Wall -isystem "$src"
echo "$cxx ${flags[*]} -o $out/xinxin-driver ... -lpthread"
"$cxx" "${flags[@]}" -o "$out/xinxin-driver" "$out/obj/xinxin-driver.o" "${objects[@]}" -lpthread
echo "built $out/xinxin-driver"
