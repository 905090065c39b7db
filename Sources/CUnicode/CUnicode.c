// CUnicode: TypeRamp's thin shim over ICU's ubrk, ubidi and uscript (see include/CUnicode.h).
#include "CUnicode.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/uscript.h>
#include <unicode/uversion.h>
#include <unicode/uchar.h>

struct cu_breaker {
    UBreakIterator *iterator;
    cu_break_kind kind;
};

cu_breaker *cu_breaker_open(cu_break_kind kind, const char *locale, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIteratorType type = kind == CU_BREAK_LINE ? UBRK_LINE : UBRK_CHARACTER;
    UBreakIterator *iterator = ubrk_open(type, locale, NULL, 0, &status);
    if (error) *error = (int32_t)status;
    if (U_FAILURE(status) || iterator == NULL) {
        if (iterator) ubrk_close(iterator);
        return NULL;
    }
    cu_breaker *breaker = malloc(sizeof *breaker);
    if (breaker == NULL) {
        ubrk_close(iterator);
        return NULL;
    }
    breaker->iterator = iterator;
    breaker->kind = kind;
    return breaker;
}

void cu_breaker_close(cu_breaker *breaker) {
    if (breaker == NULL) return;
    ubrk_close(breaker->iterator);
    free(breaker);
}

int32_t cu_breaker_boundaries(cu_breaker *breaker, const uint16_t *text, int32_t length,
                              int32_t *positions, uint8_t *hard, int32_t capacity) {
    if (breaker == NULL || length < 0 || capacity < length + 1) return -1;
    if (length == 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    for (int32_t p = ubrk_following(breaker->iterator, 0); p != UBRK_DONE; p = ubrk_next(breaker->iterator)) {
        if (count >= capacity) return -1;
        positions[count] = p;
        if (hard) {
            int32_t status_value = breaker->kind == CU_BREAK_LINE ? ubrk_getRuleStatus(breaker->iterator) : 0;
            hard[count] = (status_value >= UBRK_LINE_HARD && status_value < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
        }
        count++;
    }
    // Drop the reference to the caller's buffer so the iterator never reads it afterwards.
    ubrk_setText(breaker->iterator, NULL, 0, &status);
    return count;
}

int32_t cu_bidi_levels(const uint16_t *text, int32_t length, uint8_t paragraph_level, uint8_t *levels) {
    if (length < 0) return -1;
    if (length == 0) return paragraph_level == 1 ? 1 : 0;
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return -1;
    UBiDiLevel level = paragraph_level == 0xFE ? UBIDI_DEFAULT_LTR : (UBiDiLevel)paragraph_level;
    ubidi_setPara(bidi, (const UChar *)text, length, level, NULL, &status);
    if (U_FAILURE(status)) {
        ubidi_close(bidi);
        return -1;
    }
    const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
    if (U_FAILURE(status) || resolved == NULL) {
        ubidi_close(bidi);
        return -1;
    }
    memcpy(levels, resolved, (size_t)length);
    int32_t paragraph = ubidi_getParaLevel(bidi) & 1;
    ubidi_close(bidi);
    return paragraph;
}

int32_t cu_script_code(uint32_t codepoint) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode code = uscript_getScript((UChar32)codepoint, &status);
    return U_FAILURE(status) ? -1 : (int32_t)code;
}

int32_t cu_script_code_limit(void) { return u_getIntPropertyMaxValue(UCHAR_SCRIPT) + 1; }

uint32_t cu_script_tag(uint32_t codepoint) { return cu_script_tag_of_code(cu_script_code(codepoint)); }

uint32_t cu_script_tag_of_code(int32_t code) {
    if (code < 0) return ((uint32_t)'Z' << 24) | ((uint32_t)'z' << 16) | ((uint32_t)'z' << 8) | 'z';
    const char *name = uscript_getShortName((UScriptCode)code);
    if (name == NULL || strlen(name) != 4) {
        return ((uint32_t)'Z' << 24) | ((uint32_t)'z' << 16) | ((uint32_t)'z' << 8) | 'z';
    }
    return ((uint32_t)(uint8_t)name[0] << 24) | ((uint32_t)(uint8_t)name[1] << 16) |
           ((uint32_t)(uint8_t)name[2] << 8) | (uint32_t)(uint8_t)name[3];
}

const char *cu_icu_version(void) { return U_ICU_VERSION; }
