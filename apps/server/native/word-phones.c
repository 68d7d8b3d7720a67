/*
 * Walks an alignment's segments against the reference words and prints the phone detail of every
 * word (phones.c). The reading grammar allows only the text's order with skips and immediate
 * repeats, so a forward scan maps segments to reference positions (as src/speech/word-alignment.ts
 * does). Where the grammar skipped words and explained the speech in their place with insertion units,
 * the speaker did try those words but said them too differently for the word models: the span is
 * shared among the skipped words ("sub":1), so they are scored as mispronounced, not omitted.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "speech-worker.h"

static int is_insertion(const char *w) { return !strncmp(w, "+ins_", 5); }
static int is_text_word(const char *w) { return w[0] != '<' && w[0] != '[' && w[0] != '+' && w[0] != '('; }

/* Compares a segment word ("read(2)") with a reference word ("read"). */
static int same_word(const char *seg, const char *ref) {
  size_t n = strlen(ref);
  return !strncmp(seg, ref, n) && (seg[n] == 0 || seg[n] == '(');
}

static int count_phones(const char *pron) {
  int n = 0, in = 0;
  for (; *pron; pron++) {
    if (*pron != ' ' && !in) n++;
    in = *pron != ' ';
  }
  return n;
}

/* Shares the frames [sf, ef] among reference words a..b in proportion to their phones. */
static int print_substitutes(char **words, int a, int b, int sf, int ef, int first) {
  int i, total = 0, at = sf, frames = ef - sf + 1;
  char *prons[64];
  if (b - a + 1 > 64 || frames < 3 * (b - a + 1)) return first;
  for (i = a; i <= b; i++) {
    prons[i - a] = engine_lookup(words[i]);
    total += prons[i - a] ? count_phones(prons[i - a]) : 1;
  }
  for (i = a; i <= b; i++) {
    char *pron = prons[i - a];
    int n = pron ? count_phones(pron) : 1;
    int end = i == b ? ef : at + (frames * n) / total - 1;
    if (pron && end >= at) {
      printf("%s", first ? "" : ",");
      phones_print_word(-1, i, 1, pron, at, end, end);
      first = 0;
    }
    at = end + 1;
    ckd_free(pron);
  }
  return first;
}

void word_phones_print(const seg_info *segs, int nseg, char **words, int nw) {
  int k, next = 0, last = -1, first = 1, ins_sf = -1, ins_ef = -1;
  printf(",\"wph\":[");
  for (k = 0; k < nseg; k++) {
    const char *w = segs[k].w;
    int j, tail, q;
    char *pron;
    if (segs[k].sf < 0 || segs[k].ef < segs[k].sf) continue;
    if (is_insertion(w)) {
      if (ins_sf < 0) ins_sf = segs[k].sf;
      ins_ef = segs[k].ef;
      continue;
    }
    if (!is_text_word(w)) continue;
    /* said again right after itself */
    if (last >= 0 && same_word(w, words[last]) && (next >= nw || !same_word(w, words[next]))) continue;
    for (j = next; j < nw && !same_word(w, words[j]); j++) {
    }
    if (j >= nw) continue;
    if (ins_sf >= 0 && j > next) first = print_substitutes(words, next, j - 1, ins_sf, ins_ef, first);
    ins_sf = -1;
    /* the frames after the word up to the next text word: where an added vowel would be */
    tail = segs[k].ef + EPEN_TAIL_FRAMES;
    for (q = k + 1; q < nseg; q++)
      if (is_text_word(segs[q].w) && segs[q].sf >= 0) {
        if (segs[q].sf - 1 < tail) tail = segs[q].sf - 1;
        break;
      }
    pron = engine_lookup(w);
    if (pron) {
      printf("%s", first ? "" : ",");
      phones_print_word(k, j, 0, pron, segs[k].sf, segs[k].ef, tail);
      first = 0;
      ckd_free(pron);
    }
    next = j + 1;
    last = j;
  }
  if (ins_sf >= 0 && next < nw) print_substitutes(words, next, nw - 1, ins_sf, ins_ef, first);
  printf("]");
}
