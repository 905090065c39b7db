// zlib, used by TypeRampRender's PNG writer and reader (found via pkg-config zlib).
#ifndef TYPERAMP_CZLIB_SHIM_H
#define TYPERAMP_CZLIB_SHIM_H
#include <zlib.h>
#endif
