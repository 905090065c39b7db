// pango-measure: the reference engine for TypeRamp's wrap fixtures and benchmark (not part of the library).
//
// Reads cases as tab-separated lines on stdin: family <TAB> size <TAB> width (-1 = unbounded) <TAB> locale
// <TAB> text (with \n, \t and \\ escaped). Lays each out with Pango (PangoFT2 font map, 72 dpi so 1 pt = 1 px,
// hinting off, glyph positions not rounded, PANGO_WRAP_WORD_CHAR, no hyphens inserted at breaks inside words) using the fonts fontconfig finds (point
// FONTCONFIG_FILE at a config listing only TypeRamp's fonts/).
//
//   pango-measure lines                     one output line per case: count <TAB> width <TAB> start:length,...
//                                           (UTF-8 byte offsets of each line, width in points)
//   pango-measure bench PASSES THREADS      measures every case PASSES times on THREADS threads and prints
//                                           "cases=N passes=P threads=T seconds=S rate=R peakRSSKiB=M harfbuzz=V" (R = cases
//                                           per second, V = the version of the HarfBuzz library Pango shaped with)
//
// Build: gcc -O2 pango-measure.c $(pkg-config --cflags --libs pangoft2) -lpthread
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <pango/pangoft2.h>
#include <pthread.h>
#include <sys/resource.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    char *family;
    double size;
    double width;
    char *locale;
    char *text;
} Case;

static Case *cases;
static int case_count;

static char *unescape(const char *s) {
    size_t n = strlen(s);
    char *out = malloc(n + 1), *o = out;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\\' && i + 1 < n) {
            char c = s[++i];
            *o++ = c == 'n' ? '\n' : c == 't' ? '\t' : c;
        } else {
            *o++ = s[i];
        }
    }
    *o = 0;
    return out;
}

static void read_cases(void) {
    size_t cap = 1024;
    cases = malloc(cap * sizeof *cases);
    char *line = NULL;
    size_t line_cap = 0;
    ssize_t len;
    while ((len = getline(&line, &line_cap, stdin)) > 0) {
        if (line[len - 1] == '\n') line[--len] = 0;
        if (len == 0) continue;
        char *fields[5];
        char *p = line;
        for (int f = 0; f < 5; f++) {
            fields[f] = p;
            char *tab = f < 4 ? strchr(p, '\t') : NULL;
            if (f < 4) {
                if (!tab) { fprintf(stderr, "pango-measure: malformed case line\n"); exit(2); }
                *tab = 0;
                p = tab + 1;
            }
        }
        if (case_count == (int)cap) { cap *= 2; cases = realloc(cases, cap * sizeof *cases); }
        cases[case_count++] = (Case){strdup(fields[0]), atof(fields[1]), atof(fields[2]), strdup(fields[3]), unescape(fields[4])};
    }
    free(line);
}

static void no_hinting(FcPattern *pattern, gpointer data) {
    (void)data;
    FcPatternDel(pattern, FC_HINTING);
    FcPatternAddBool(pattern, FC_HINTING, FcFalse);
    FcPatternDel(pattern, FC_HINT_STYLE);
    FcPatternAddInteger(pattern, FC_HINT_STYLE, FC_HINT_NONE);
}

typedef struct {
    PangoContext *context;
    PangoFontDescription **fonts;
    PangoAttrList **attributes;
} Engine;

static Engine engine_new(void) {
    PangoFontMap *map = pango_ft2_font_map_new();
    pango_ft2_font_map_set_resolution(PANGO_FT2_FONT_MAP(map), 72, 72);
    pango_fc_font_map_set_default_substitute(PANGO_FC_FONT_MAP(map), no_hinting, NULL, NULL);
    PangoContext *context = pango_font_map_create_context(map);
    pango_context_set_round_glyph_positions(context, FALSE);
    Engine e = {context, calloc(case_count, sizeof(void *)), calloc(case_count, sizeof(void *))};
    // Font descriptions and attribute lists are set up before timing (TypeRamp resolves its cascades then too).
    for (int i = 0; i < case_count; i++) {
        e.fonts[i] = pango_font_description_from_string(cases[i].family);
        pango_font_description_set_absolute_size(e.fonts[i], cases[i].size * PANGO_SCALE);
        e.attributes[i] = pango_attr_list_new();
        pango_attr_list_insert(e.attributes[i], pango_attr_language_new(pango_language_from_string(cases[i].locale)));
        // TextKit does not hyphenate unless asked (hyphenationFactor 0): no hyphen where a word is broken.
        pango_attr_list_insert(e.attributes[i], pango_attr_insert_hyphens_new(FALSE));
    }
    return e;
}

static PangoLayout *layout_case(Engine *e, int i) {
    PangoLayout *layout = pango_layout_new(e->context);
    pango_layout_set_font_description(layout, e->fonts[i]);
    pango_layout_set_attributes(layout, e->attributes[i]);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_width(layout, cases[i].width >= 0 ? (int)(cases[i].width * PANGO_SCALE) : -1);
    pango_layout_set_text(layout, cases[i].text, -1);
    return layout;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

typedef struct {
    int first, last, passes;
    long checksum;
} Work;

static void *bench_thread(void *arg) {
    Work *w = arg;
    Engine e = engine_new();
    for (int p = 0; p < w->passes; p++) {
        for (int i = w->first; i < w->last; i++) {
            PangoLayout *layout = layout_case(&e, i);
            PangoRectangle logical;
            pango_layout_get_extents(layout, NULL, &logical);
            w->checksum += pango_layout_get_line_count(layout) + logical.width;
            g_object_unref(layout);
        }
    }
    return NULL;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: pango-measure lines | bench PASSES THREADS\n"); return 2; }
    read_cases();
    if (strcmp(argv[1], "lines") == 0) {
        Engine e = engine_new();
        for (int i = 0; i < case_count; i++) {
            PangoLayout *layout = layout_case(&e, i);
            int n = pango_layout_get_line_count(layout);
            PangoRectangle logical;
            pango_layout_get_extents(layout, NULL, &logical);
            printf("%d\t%.4f\t", n, logical.width / (double)PANGO_SCALE);
            for (int l = 0; l < n; l++) {
                PangoLayoutLine *line = pango_layout_get_line_readonly(layout, l);
                printf("%s%d:%d", l ? "," : "", line->start_index, line->length);
            }
            printf("\n");
            g_object_unref(layout);
        }
        return 0;
    }
    if (strcmp(argv[1], "bench") == 0 && argc >= 4) {
        int passes = atoi(argv[2]), threads = atoi(argv[3]);
        if (passes < 1 || threads < 1) return 2;
        // Warm-up outside the timing: fontconfig's first match and font loading (TypeRamp loads its faces before timing).
        Work warm = {0, case_count, 1, 0};
        bench_thread(&warm);
        pthread_t ids[64];
        Work work[64];
        int chunk = (case_count + threads - 1) / threads;
        double start = now();
        for (int t = 0; t < threads && t < 64; t++) {
            int first = t * chunk, last = first + chunk > case_count ? case_count : first + chunk;
            work[t] = (Work){first < case_count ? first : case_count, last, passes, 0};
            pthread_create(&ids[t], NULL, bench_thread, &work[t]);
        }
        for (int t = 0; t < threads && t < 64; t++) pthread_join(ids[t], NULL);
        double seconds = now() - start;
        struct rusage usage;
        getrusage(RUSAGE_SELF, &usage);
        printf("cases=%d passes=%d threads=%d seconds=%.6f rate=%.1f peakRSSKiB=%ld harfbuzz=%s\n", case_count, passes, threads,
               seconds, case_count * (double)passes / seconds, usage.ru_maxrss, hb_version_string());
        return 0;
    }
    fprintf(stderr, "usage: pango-measure lines | bench PASSES THREADS\n");
    return 2;
}
