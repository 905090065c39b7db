// The system's HarfBuzz and FreeType as pkg-config finds them (pkg-config harfbuzz: its cflags include freetype2): the
// header search paths and libraries CHarfBuzz builds and links with. Declares nothing itself: CHarfBuzz's header is the
// one TypeRampText imports, so that no C header belongs to two modules.
#ifndef TYPERAMP_CHARFBUZZ_SYSTEM_SHIM_H
#define TYPERAMP_CHARFBUZZ_SYSTEM_SHIM_H
#endif
