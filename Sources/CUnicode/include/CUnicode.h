// CUnicode: the few ICU services TypeRampText needs, behind TypeRamp's own C names and types.
//
// Swift never includes ICU's headers (they collide with the ICU module Foundation bundles); this
// header declares only plain C types. Text is UTF-16 (`uint16_t`), offsets are UTF-16 code units.
#ifndef TYPERAMP_CUNICODE_H
#define TYPERAMP_CUNICODE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Which boundaries a breaker finds.
typedef enum {
    /// Line break opportunities (UAX #14, tailored by ICU for the locale).
    CU_BREAK_LINE = 0,
    /// Extended grapheme cluster boundaries (UAX #29).
    CU_BREAK_GRAPHEME = 1,
} cu_break_kind;

/// An ICU break iterator (opaque). Not thread-safe: use one per thread at a time.
typedef struct cu_breaker cu_breaker;

/// Opens a breaker for `locale` (a BCP 47 or ICU locale id such as "th" or "en_US").
/// Returns NULL on failure and writes ICU's error code to `error` when non-NULL.
cu_breaker *cu_breaker_open(cu_break_kind kind, const char *locale, int32_t *error);

/// Closes a breaker opened by `cu_breaker_open`.
void cu_breaker_close(cu_breaker *breaker);

/// Finds the boundaries of `text` after offset 0 (the end of the text included) and writes them in
/// increasing order to `positions`; for line breakers `hard[i]` is 1 where the break is mandatory
/// (after a line or paragraph separator), else 0 (`hard` may be NULL). `capacity` must be at least
/// `length + 1`. Returns how many boundaries were written, or -1 on error.
int32_t cu_breaker_boundaries(cu_breaker *breaker, const uint16_t *text, int32_t length,
                              int32_t *positions, uint8_t *hard, int32_t capacity);

/// Resolves the Unicode Bidirectional Algorithm (UAX #9) embedding level of every UTF-16 unit of
/// `text` into `levels` (length entries). `paragraph_level` is 0 (LTR), 1 (RTL) or 0xFE to take
/// each paragraph's direction from its first strong character (default LTR).
/// Returns the first paragraph's resolved level (0 or 1), or -1 on error.
int32_t cu_bidi_levels(const uint16_t *text, int32_t length, uint8_t paragraph_level, uint8_t *levels);

/// The ISO 15924 script code of `codepoint` packed big-endian into 32 bits like an OpenType tag
/// ('Latn', 'Arab', 'Zyyy' for Common, 'Zinh' for Inherited, 'Zzzz' for Unknown).
uint32_t cu_script_tag(uint32_t codepoint);

/// ICU's script code of `codepoint` (a UScriptCode: 0 Common, 1 Inherited, …), or -1 on error.
int32_t cu_script_code(uint32_t codepoint);

/// One more than the largest script code ICU knows.
int32_t cu_script_code_limit(void);

/// The ISO 15924 tag of a script code, packed like `cu_script_tag` ('Zzzz' when unknown).
uint32_t cu_script_tag_of_code(int32_t code);

/// The ICU version string ("72.1").
const char *cu_icu_version(void);

#ifdef __cplusplus
}
#endif

#endif
