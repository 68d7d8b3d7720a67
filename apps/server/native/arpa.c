/*
 * A strict check of ARPA language-model text before sphinxbase reads it (L requests). Its reader trusts
 * the file: text without the \data\ header or the end mark crashes the worker, and an n-gram over an
 * unknown word or without its context silently builds a wrong trie. Accepted here: orders 1-3, every
 * section complete with the declared number of entries, log10 probabilities <= 0, backoff weights only
 * below the highest order, unique n-grams, words of higher orders among the unigrams, and the prefix
 * and suffix of every n-gram present one order below.
 */
#include <math.h>
#include <sphinxbase/ckd_alloc.h>
#include <sphinxbase/hash_table.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "speech-worker.h"

#define ARPA_MAX_ORDER 3
#define ARPA_MAX_ENTRIES 1000000

typedef struct {
  char *text;           /* mutable copy, split into lines in place */
  char *next;           /* start of the next line */
  hash_table_t *seen[ARPA_MAX_ORDER];
  char **keys;          /* allocated n-gram keys, freed at the end */
  int nkeys, capkeys;
  char *why;
  size_t whylen;
} arpa_reader;

/* The next non-empty line, trimmed, or NULL at the end. */
static char *next_line(arpa_reader *r) {
  while (r->next && *r->next) {
    char *line = r->next, *end = strchr(line, '\n');
    if (end) {
      *end = 0;
      r->next = end + 1;
    } else {
      r->next = NULL;
    }
    while (*line == ' ' || *line == '\t') line++;
    end = line + strlen(line);
    while (end > line && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r')) *--end = 0;
    if (*line) return line;
  }
  return NULL;
}

static int fail(arpa_reader *r, const char *msg, const char *line) {
  snprintf(r->why, r->whylen, "%s%s%.60s", msg, line ? ": " : "", line ? line : "");
  return -1;
}

static int parse_number(const char *s, double *out) {
  char *end;
  *out = strtod(s, &end);
  return end != s && *end == 0 && isfinite(*out);
}

/* Whether the n-gram of `order` words (space-joined) was declared. */
static int known(arpa_reader *r, int order, const char *words) {
  return hash_table_lookup(r->seen[order - 1], words, NULL) == 0;
}

static char *remember(arpa_reader *r, const char *words) {
  if (r->nkeys == r->capkeys) {
    r->capkeys = r->capkeys ? r->capkeys * 2 : 256;
    r->keys = ckd_realloc(r->keys, r->capkeys * sizeof(char *));
  }
  return r->keys[r->nkeys++] = ckd_salloc(words);
}

/* Checks one entry line of an n-gram section. */
static int check_entry(arpa_reader *r, char *line, int k, int order) {
  char *tok[ARPA_MAX_ORDER + 3], *save = NULL, *t, joined[1024] = "", part[1024];
  int ntok = 0, i;
  double prob, bo;
  for (t = strtok_r(line, " \t", &save); t && ntok < ARPA_MAX_ORDER + 3; t = strtok_r(NULL, " \t", &save))
    tok[ntok++] = t;
  if (ntok != k + 1 && !(ntok == k + 2 && k < order)) return fail(r, "bad n-gram line", tok[0]);
  if (!parse_number(tok[0], &prob) || prob > 0) return fail(r, "bad log10 probability", tok[0]);
  if (ntok == k + 2 && !parse_number(tok[k + 1], &bo)) return fail(r, "bad backoff weight", tok[k + 1]);
  for (i = 1; i <= k; i++) {
    if (strlen(joined) + strlen(tok[i]) + 2 > sizeof joined) return fail(r, "n-gram too long", NULL);
    if (k > 1 && !known(r, 1, tok[i])) return fail(r, "word not among the unigrams", tok[i]);
    if (i > 1) strcat(joined, " ");
    strcat(joined, tok[i]);
  }
  if (known(r, k, joined)) return fail(r, "duplicate n-gram", joined);
  if (k > 1) {
    /* prefix (all but the last word) and suffix (all but the first) */
    snprintf(part, sizeof part, "%.*s", (int)(strrchr(joined, ' ') - joined), joined);
    if (!known(r, k - 1, part)) return fail(r, "n-gram without its prefix", joined);
    if (!known(r, k - 1, strchr(joined, ' ') + 1)) return fail(r, "n-gram without its suffix", joined);
  }
  hash_table_enter_int32(r->seen[k - 1], remember(r, joined), 1);
  return 0;
}

static int check(arpa_reader *r) {
  long counts[ARPA_MAX_ORDER];
  int order = 0, k, n;
  char *line = next_line(r), header[32];
  if (!line || strcmp(line, "\\data\\")) return fail(r, "missing \\data\\", NULL);
  while ((line = next_line(r)) && !strncmp(line, "ngram ", 6)) {
    if (sscanf(line, "ngram %d=%ld", &k, &counts[order]) != 2 || k != order + 1 || k > ARPA_MAX_ORDER ||
        counts[order] < 1 || counts[order] > ARPA_MAX_ENTRIES)
      return fail(r, "bad count line", line);
    order++;
  }
  if (!order) return fail(r, "no n-gram counts", NULL);
  for (k = 1; k <= order; k++) {
    snprintf(header, sizeof header, "\\%d-grams:", k);
    if (!line || strcmp(line, header)) return fail(r, "missing section", header);
    for (n = 0; n < counts[k - 1]; n++) {
      if (!(line = next_line(r)) || line[0] == '\\') return fail(r, "fewer entries than declared in", header);
      if (check_entry(r, line, k, order) < 0) return -1;
    }
    line = next_line(r);
  }
  if (!line || strcmp(line, "\\end\\")) return fail(r, "missing \\end\\ (or more entries than declared)", line);
  if (next_line(r)) return fail(r, "text after \\end\\", NULL);
  if (!known(r, 1, "<s>") || !known(r, 1, "</s>")) return fail(r, "the unigrams need <s> and </s>", NULL);
  return 0;
}

int arpa_check(const char *text, size_t n, char *why, size_t whylen) {
  arpa_reader r;
  int i, rv;
  memset(&r, 0, sizeof r);
  r.why = why;
  r.whylen = whylen;
  if (memchr(text, 0, n)) {
    snprintf(why, whylen, "NUL byte in the text");
    return -1;
  }
  r.text = r.next = ckd_malloc(n + 1);
  memcpy(r.text, text, n);
  r.text[n] = 0;
  for (i = 0; i < ARPA_MAX_ORDER; i++) r.seen[i] = hash_table_new(1024, HASH_CASE_YES);
  rv = check(&r);
  for (i = 0; i < ARPA_MAX_ORDER; i++) hash_table_free(r.seen[i]);
  for (i = 0; i < r.nkeys; i++) ckd_free(r.keys[i]);
  ckd_free(r.keys);
  ckd_free(r.text);
  return rv;
}
