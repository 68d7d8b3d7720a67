/*
 * Language models of free recognition (R requests): the generic en-us trigram model, and item models
 * (ARPA text sent with L requests, built from an exercise item by src/speech/task-lm.ts) interpolated
 * with it.
 *
 * One n-gram search ("lm") serves both. It decodes with `mix`, a sphinxbase model set that holds the
 * generic model and at most one item model: a request without an item selects the generic model alone
 * (exactly its scores), a request with one swaps that item model into the set and interpolates
 * (weights 1-w and w, on the language-weighted scores, as sphinxbase sets do). A swap keeps the set's
 * vocabulary, so the search, whose lexicon tree over ~70k words takes ~150 ms and ~30 MB to build, is
 * reused; it is rebuilt only when an item brings words the tree lacks (the set's vocabulary is then the
 * generic one plus the words of every cached item, so switching between cached items stays cheap).
 * Item models live in a small LRU cache (LM_CACHE); each is a few kB to a few hundred kB.
 */
#include <sphinxbase/ckd_alloc.h>
#include <sphinxbase/glist.h>
#include <sphinxbase/hash_table.h>
#include <sphinxbase/ngram_model.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>
#include "speech-worker.h"

typedef struct {
  char key[LM_KEY_MAX + 1];
  ngram_model_t *lm;
  float32 weight;
  unsigned long used;
} item_lm;

static item_lm cache[LM_CACHE];
static unsigned long tick;
/* en-us.lm.bin, read on first use and kept */
static ngram_model_t *generic;
/* the set the "lm" search decodes with; NULL until the first recognition */
static ngram_model_t *mix;
/* the item model in mix (mix holds a reference to it), or NULL */
static ngram_model_t *mix_item;
static char mix_item_name[16];
/* dictionary words added after the search was built: they are not in its lexicon tree */
static hash_table_t *added;

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static int is_marker(const char *w) {
  return !strcmp(w, "<s>") || !strcmp(w, "</s>") || !strcasecmp(w, "<unk>");
}

static int n_words(ngram_model_t *lm) { return ngram_model_get_counts(lm)[0]; }

static void forget_added(void) {
  glist_t keys, g;
  if (!added) {
    added = hash_table_new(64, HASH_CASE_YES);
    return;
  }
  keys = hash_table_tolist(added, NULL);
  for (g = keys; g; g = gnode_next(g)) ckd_free((void *)((hash_entry_t *)gnode_ptr(g))->key);
  glist_free(keys);
  hash_table_empty(added);
}

void lm_word_added(const char *word) {
  if (!mix || hash_table_lookup(added, word, NULL) == 0) return;
  hash_table_enter_int32(added, ckd_salloc(word), 1);
}

static int find(const char *key) {
  int i;
  for (i = 0; i < LM_CACHE; i++)
    if (cache[i].lm && !strcmp(cache[i].key, key)) return i;
  return -1;
}

/* True when the search's lexicon tree has every word of an item model. */
static int covered(ngram_model_t *lm) {
  int wid, n = n_words(lm);
  for (wid = 0; wid < n; wid++) {
    const char *w = ngram_word(lm, wid);
    if (!w || is_marker(w)) continue;
    if (ngram_wid(mix, w) == ngram_unknown_wid(mix) || hash_table_lookup(added, w, NULL) == 0) return 0;
  }
  return 1;
}

/* A new set (generic + every cached item model, then all but `keep` removed) and a new search over it. */
static int rebuild(ps_decoder_t *ps, cmd_ln_t *config, ngram_model_t *keep) {
  ngram_model_t *models[LM_CACHE + 1], *set;
  char names[LM_CACHE + 1][16], *pnames[LM_CACHE + 1];
  int i, n = 0;
  models[n] = generic;
  snprintf(names[n++], sizeof names[0], "generic");
  for (i = 0; i < LM_CACHE; i++)
    if (cache[i].lm) {
      models[n] = cache[i].lm;
      snprintf(names[n++], sizeof names[0], "item%d", i);
    }
  for (i = 0; i < n; i++) pnames[i] = names[i];
  if (!(set = ngram_model_set_init(config, models, pnames, NULL, n))) return -1;
  /* Removing with reuse_widmap keeps the merged vocabulary: the tree below covers every cached item. */
  for (i = 1; i < n; i++)
    if (models[i] != keep) ngram_model_free(ngram_model_set_remove(set, names[i], TRUE));
  /* The old search goes first, so two lexicon trees are never held at once. */
  ps_unset_search(ps, "lm");
  if (mix) ngram_model_free(mix);
  mix = mix_item = NULL;
  if (ps_set_lm(ps, "lm", set) < 0) {
    ngram_model_free(set);
    return -1;
  }
  mix = set;
  for (i = 1; i < n; i++)
    if (models[i] == keep) {
      mix_item = keep;
      snprintf(mix_item_name, sizeof mix_item_name, "%s", names[i]);
    }
  forget_added();
  return 0;
}

/* Puts an item model into mix in place of the current one (same vocabulary: no new search). */
static void swap_in(ngram_model_t *lm) {
  if (mix_item == lm) return;
  if (mix_item) ngram_model_free(ngram_model_set_remove(mix, mix_item_name, TRUE));
  ngram_model_set_add(mix, ngram_model_retain(lm), "item", 0.5, TRUE);
  mix_item = lm;
  snprintf(mix_item_name, sizeof mix_item_name, "item");
}

ngram_model_t *lm_generic(void) {
  if (!generic) {
    char path[1200];
    snprintf(path, sizeof path, "%s/en-us.lm.bin", engine_model_dir());
    generic = ngram_model_read(engine_config(), path, NGRAM_AUTO, ps_get_logmath(engine_decoder()));
  }
  return generic;
}

int lm_prepare(ps_decoder_t *ps, cmd_ln_t *config, const char *key) {
  int slot = key ? find(key) : -1;
  item_lm *it = slot >= 0 ? &cache[slot] : NULL;
  if (!lm_generic()) return -1;
  if (it) it->used = ++tick;
  if (!mix || (it && it->lm != mix_item && !covered(it->lm))) {
    if (rebuild(ps, config, it ? it->lm : NULL) < 0) return -1;
  }
  if (it) {
    const char *names[2] = {"generic", NULL};
    float32 w[2];
    swap_in(it->lm);
    names[1] = mix_item_name;
    w[0] = 1.0f - it->weight;
    w[1] = it->weight;
    if (!ngram_model_set_interp(mix, names, w)) return -1;
  } else if (!ngram_model_set_select(mix, "generic")) {
    return -1;
  }
  if (ps_set_search(ps, "lm") < 0) return -1;
  return it ? 1 : 0;
}

/* Caches an item model under key (replacing one of the same key, else the least recently used). */
static void cache_put(const char *key, ngram_model_t *lm, float32 weight) {
  int i, slot = find(key);
  if (slot < 0)
    for (i = 0; i < LM_CACHE; i++) {
      if (!cache[i].lm) {
        slot = i;
        break;
      }
      if (slot < 0 || cache[i].used < cache[slot].used) slot = i;
    }
  /* mix keeps its own reference to a model that is in it */
  if (cache[slot].lm) ngram_model_free(cache[slot].lm);
  snprintf(cache[slot].key, sizeof cache[slot].key, "%s", key);
  cache[slot].lm = lm;
  cache[slot].weight = weight;
  cache[slot].used = ++tick;
}

/* Replies {"ok":false,"oov":[..]} and returns 1 when words of the model are not in the dictionary. */
static int report_lm_oov(const char *id, ps_decoder_t *ps, ngram_model_t *lm) {
  int wid, noov = 0, n = n_words(lm);
  for (wid = 0; wid < n; wid++) {
    const char *w = ngram_word(lm, wid);
    char *pron;
    if (!w || is_marker(w)) continue;
    if ((pron = ps_lookup_word(ps, w))) {
      ckd_free(pron);
      continue;
    }
    printf(noov ? "," : "{\"id\":");
    if (!noov) {
      json_str(id);
      printf(",\"ok\":false,\"oov\":[");
    }
    json_str(w);
    noov++;
  }
  if (noov) {
    printf("]}\n");
    fflush(stdout);
  }
  return noov > 0;
}

static int valid_key(const char *key) {
  const char *c;
  if (!*key || strlen(key) > LM_KEY_MAX) return 0;
  for (c = key; *c; c++)
    if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') || *c == '-' ||
          *c == '_'))
      return 0;
  return 1;
}

void lm_load_request(const char *id, const char *key, double weight, const char *arpa, size_t n) {
  double t0 = now_ms();
  ps_decoder_t *ps = engine_decoder();
  char path[1100], why[160], msg[200];
  FILE *fh;
  ngram_model_t *lm;
  if (!valid_key(key)) {
    reply_error(id, "bad language model key");
    return;
  }
  if (!(weight > 0 && weight < 1)) {
    reply_error(id, "the weight must be between 0 and 1");
    return;
  }
  if (arpa_check(arpa, n, why, sizeof why) < 0) {
    snprintf(msg, sizeof msg, "bad ARPA text: %s", why);
    reply_error(id, msg);
    return;
  }
  /* sphinxbase reads ARPA from a file; the dot keeps it out of the senone-dump sweep */
  snprintf(path, sizeof path, "%s/.item.arpa", engine_tmpdir());
  if (!(fh = fopen(path, "w")) || fwrite(arpa, 1, n, fh) != n) {
    if (fh) fclose(fh);
    unlink(path);
    reply_error(id, "could not store the language model");
    return;
  }
  fclose(fh);
  lm = ngram_model_read(engine_config(), path, NGRAM_ARPA, ps_get_logmath(ps));
  unlink(path);
  if (!lm) {
    reply_error(id, "the language model could not be read (ARPA text expected)");
    return;
  }
  if (report_lm_oov(id, ps, lm)) {
    ngram_model_free(lm);
    return;
  }
  cache_put(key, lm, (float32)weight);
  printf("{\"id\":");
  json_str(id);
  printf(",\"ok\":true,\"vocab\":%d,\"ms\":%.1f}\n", n_words(lm), now_ms() - t0);
  fflush(stdout);
}

void lm_free(void) {
  int i;
  for (i = 0; i < LM_CACHE; i++)
    if (cache[i].lm) ngram_model_free(cache[i].lm);
  memset(cache, 0, sizeof cache);
  if (added) {
    forget_added();
    hash_table_free(added);
    added = NULL;
  }
  /* the search (freed with the decoder) holds mix, and mix the generic and item models */
  if (mix) ngram_model_free(mix);
  if (generic) ngram_model_free(generic);
  mix = generic = mix_item = NULL;
}
