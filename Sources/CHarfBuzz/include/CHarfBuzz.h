// The C API TypeRampText uses from HarfBuzz and FreeType. Only TypeRampText's adapter classes touch these.
//
// HarfBuzz is the source scripts/fetch-harfbuzz.sh puts in .deps/harfbuzz (compiled into this target by harfbuzz.cc)
// when it is there, else the system's (found through CHarfBuzzSystem's pkg-config flags); see docs/text.md.
#ifndef TYPERAMP_CHARFBUZZ_H
#define TYPERAMP_CHARFBUZZ_H
#if __has_include("../../../.deps/harfbuzz/src/hb.h")
#include "../../../.deps/harfbuzz/src/hb.h"
#include "../../../.deps/harfbuzz/src/hb-ot.h"
#else
#include <hb.h>
#include <hb-ot.h>
#endif
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MULTIPLE_MASTERS_H
#endif
