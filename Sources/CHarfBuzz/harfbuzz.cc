// HarfBuzz compiled into TypeRamp from the source scripts/fetch-harfbuzz.sh puts in .deps/harfbuzz (HarfBuzz's single
// translation unit; its licence is .deps/harfbuzz/COPYING). Without that source this file is empty and TypeRamp links
// the system HarfBuzz (CHarfBuzzSystem), whose definitions these replace when both are present.
#if __has_include("../../.deps/harfbuzz/src/harfbuzz.cc")
#include "../../.deps/harfbuzz/src/harfbuzz.cc"
#endif
