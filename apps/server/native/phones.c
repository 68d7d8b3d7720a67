/*
 * Phone-level acoustic detail from the senone dump of an alignment.
 *
 * The reading grammar finds where each word is; inside each word this file aligns the word's own
 * phones with the context-independent (CI) phone models and describes every phone by how well each
 * CI phone explains its frames: the mean per-frame log-likelihood of every CI phone relative to the
 * frame's best senone ("ll", natural log), the log posterior of the expected phone (LPP, as in Hu et
 * al. 2015's GOP) at two acoustic scales, and the expected phone's Viterbi score. These are the
 * features the learned scorer and the pronunciation tips use.
 *
 * The CI senones of each phone are read from the model's binary mdef; the senone scores come from
 * the dump that -senlogdir writes (int16 per senone per frame, best senone 0, larger is worse, in
 * units of 2^10 log-base-1.0001 steps).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "speech-worker.h"

#define N_STATES 3
#define MAX_CI 64
#define SENSCR_TO_LN (-1024.0 * 9.99950003e-5) /* senscr << 10, times ln(1.0001) */


static int n_ci = 0, n_sen = 0;
static char ci_name[MAX_CI][16];
static int ci_sen[MAX_CI][N_STATES];
static int ci_speech[MAX_CI]; /* 1 for speech phones and SIL, 0 for noise units (+NSN+ ...) */
static int sil_ci = -1;

/* Per-frame CI senone log-likelihoods of the last dump: frame f, phone p, state s. */
static float *sen_ll = NULL;
static int n_frames = 0, cap_frames = 0;

static int read_i32(FILE *fh, int32 *v) { return fread(v, 4, 1, fh) == 1 ? 0 : -1; }

int phones_init(const char *hmm_dir) {
  char path[1100];
  FILE *fh;
  int32 magic, version, hdr_len, hdr[10], i, k;
  long pos;
  char *names = NULL;
  snprintf(path, sizeof path, "%s/mdef", hmm_dir);
  if (!(fh = fopen(path, "rb"))) return -1;
  /* 'BMDF' native-endian marker, version, header length, then the format description to skip. */
  if (read_i32(fh, &magic) || magic != 0x46444d42 || read_i32(fh, &version) || read_i32(fh, &hdr_len) ||
      fseek(fh, hdr_len, SEEK_CUR) != 0)
    goto fail;
  for (i = 0; i < 10; i++)
    if (read_i32(fh, &hdr[i])) goto fail;
  /* n_ciphone n_phone n_emit_state n_ci_sen n_sen n_tmat n_sseq n_ctx n_cd_tree sil */
  if (hdr[0] <= 0 || hdr[0] > MAX_CI || hdr[2] != N_STATES) goto fail;
  n_ci = hdr[0];
  n_sen = hdr[4];
  pos = ftell(fh);
  {
    /* CI names are NUL-terminated, padded to 4 bytes; the CD tree (8-byte nodes) follows, then the
       12-byte phone entries (ssid first), then the senone sequences (uint16, n_emit_state each). */
    long names_len = 0;
    int c, got = 0;
    while (got < n_ci && (c = fgetc(fh)) != EOF) {
      names_len++;
      if (c == 0) got++;
    }
    if (got < n_ci) goto fail;
    names = malloc(names_len);
    fseek(fh, pos, SEEK_SET);
    if (fread(names, 1, names_len, fh) != (size_t)names_len) goto fail;
    for (i = 0, k = 0; i < n_ci; i++) {
      snprintf(ci_name[i], sizeof ci_name[i], "%s", names + k);
      k += strlen(names + k) + 1;
      ci_speech[i] = ci_name[i][0] != '+';
      if (!strcmp(ci_name[i], "SIL")) sil_ci = i;
    }
    pos += (names_len + 3) & ~3L;
    pos += 8L * hdr[8];
  }
  {
    int32 *ssid = malloc(sizeof(int32) * n_ci);
    int32 entry[3], sseq_size;
    uint16 sen[N_STATES];
    long sseq_start = pos + 12L * hdr[1] + 4;
    fseek(fh, pos, SEEK_SET);
    for (i = 0; i < n_ci; i++) {
      if (fread(entry, 4, 3, fh) != 3) {
        free(ssid);
        goto fail;
      }
      ssid[i] = entry[0];
    }
    fseek(fh, pos + 12L * hdr[1], SEEK_SET);
    if (read_i32(fh, &sseq_size)) {
      free(ssid);
      goto fail;
    }
    for (i = 0; i < n_ci; i++) {
      fseek(fh, sseq_start + 2L * N_STATES * ssid[i], SEEK_SET);
      if (fread(sen, 2, N_STATES, fh) != N_STATES) {
        free(ssid);
        goto fail;
      }
      for (k = 0; k < N_STATES; k++) ci_sen[i][k] = sen[k];
    }
    free(ssid);
  }
  free(names);
  fclose(fh);
  return sil_ci >= 0 ? 0 : -1;
fail:
  free(names);
  fclose(fh);
  return -1;
}

void phones_print_names(void) {
  int i;
  printf(",\"ci\":[");
  for (i = 0; i < n_ci; i++) {
    printf("%s", i ? "," : "");
    json_str(ci_name[i]);
  }
  printf("]");
}

int phones_load_dump(FILE *fh) {
  char line[256];
  int32 magic;
  int16 n_active, *frame = NULL;
  int f, p, s;
  n_frames = 0;
  /* bio header: "s3", "name value" lines, "endhdr", then a 4-byte byte-order marker. */
  do {
    if (!fgets(line, sizeof line, fh)) return -1;
  } while (strcmp(line, "endhdr\n"));
  if (fread(&magic, 4, 1, fh) != 1 || magic != 0x11223344) return -1;
  frame = malloc(sizeof(int16) * n_sen);
  for (f = 0;; f++) {
    if (fread(&n_active, 2, 1, fh) != 1) break;
    /* -compallsen yes writes every senone; anything else is not a dump this code understands. */
    if (n_active != n_sen || fread(frame, 2, n_sen, fh) != (size_t)n_sen) {
      free(frame);
      return -1;
    }
    if (f >= cap_frames) {
      cap_frames = cap_frames ? cap_frames * 2 : 1024;
      sen_ll = realloc(sen_ll, sizeof(float) * cap_frames * n_ci * N_STATES);
    }
    for (p = 0; p < n_ci; p++)
      for (s = 0; s < N_STATES; s++)
        sen_ll[(f * n_ci + p) * N_STATES + s] = (float)(frame[ci_sen[p][s]] * SENSCR_TO_LN);
  }
  free(frame);
  n_frames = f;
  return 0;
}

int phones_frames(void) { return n_frames; }

/* Best state of phone p at frame f (the per-frame phone log-likelihood). */
static float phone_ll(int f, int p) {
  const float *v = sen_ll + (f * n_ci + p) * N_STATES;
  float m = v[0];
  if (v[1] > m) m = v[1];
  if (v[2] > m) m = v[2];
  return m;
}

int phones_ci_index(const char *name) {
  int i;
  for (i = 0; i < n_ci; i++)
    if (!strcmp(ci_name[i], name)) return i;
  return -1;
}

/*
 * Viterbi over a left-to-right chain of units (a unit is a CI phone with three states, or one state
 * when the frames are too few for three per phone). Optional units may be skipped; entering an
 * optional unit costs `penalty`. The path must start in the first unit and end in the last state of
 * a unit after which only optional units follow.
 * Writes each unit's first and last frame into sf/ef (-1 when skipped) and returns the path score,
 * or -INFINITY when no path fits.
 */
static double viterbi(const int *units, const int *optional, int nu, int f0, int f1, double penalty, int *sf,
                      int *ef) {
  int T = f1 - f0 + 1, per = T >= N_STATES * nu ? N_STATES : 1;
  int S = nu * per, t, s, u, best_s = -1;
  double *prev = malloc(sizeof(double) * S), *cur = malloc(sizeof(double) * S), best = -INFINITY;
  int *back = malloc(sizeof(int) * S * T);
  for (s = 0; s < S; s++) prev[s] = -INFINITY;
  for (t = 0; t < T; t++) {
    for (s = 0; s < S; s++) {
      int uu = s / per, st = s % per, from = -1;
      double emit = per == N_STATES ? sen_ll[((f0 + t) * n_ci + units[uu]) * N_STATES + st]
                                    : phone_ll(f0 + t, units[uu]);
      double sc = -INFINITY;
      if (t == 0) {
        if (s == 0) sc = 0, from = -1;
      } else {
        sc = prev[s], from = s;
        if (st > 0 && prev[s - 1] > sc) sc = prev[s - 1], from = s - 1;
        if (st == 0) {
          /* enter unit uu from the end of an earlier unit, skipping optional units between */
          int v;
          for (v = uu - 1; v >= 0; v--) {
            int end = v * per + per - 1;
            double c = prev[end] + (optional[uu] ? penalty : 0);
            if (c > sc) sc = c, from = end;
            if (!optional[v]) break;
          }
        }
      }
      cur[s] = sc == -INFINITY ? sc : sc + emit;
      back[t * S + s] = from;
    }
    memcpy(prev, cur, sizeof(double) * S);
  }
  for (u = nu - 1; u >= 0; u--) {
    int end = u * per + per - 1;
    if (prev[end] > best) best = prev[end], best_s = end;
    if (!optional[u]) break;
  }
  for (u = 0; u < nu; u++) sf[u] = ef[u] = -1;
  if (best_s >= 0)
    for (t = T - 1, s = best_s; t >= 0 && s >= 0; t--) {
      u = s / per;
      if (ef[u] < 0) ef[u] = f0 + t;
      sf[u] = f0 + t;
      s = back[t * S + s];
    }
  free(prev);
  free(cur);
  free(back);
  return best;
}

/* Prints one phone's detail: frames, per-phone mean log-likelihoods and the expected phone's LPP. */
static void print_phone(int p, int sf, int ef) {
  int f, q, T = ef - sf + 1;
  double mean[MAX_CI] = {0}, lpp1 = 0, lpp01 = 0;
  for (f = sf; f <= ef; f++) {
    double m1 = -INFINITY, s1 = 0, s01 = 0;
    for (q = 0; q < n_ci; q++) {
      double l = phone_ll(f, q);
      mean[q] += l;
      if (ci_speech[q] && l > m1) m1 = l;
    }
    for (q = 0; q < n_ci; q++)
      if (ci_speech[q]) {
        double l = phone_ll(f, q);
        s1 += exp(l - m1);
        s01 += exp(0.1 * (l - m1));
      }
    lpp1 += phone_ll(f, p) - m1 - log(s1);
    lpp01 += 0.1 * (phone_ll(f, p) - m1) - log(s01);
  }
  printf("{\"p\":");
  json_str(ci_name[p]);
  printf(",\"sf\":%d,\"ef\":%d,\"lpp\":%.3f,\"lpps\":%.3f,\"ll\":[", sf, ef, lpp1 / T, lpp01 / T);
  for (q = 0; q < n_ci; q++) printf("%s%.2f", q ? "," : "", mean[q] / T);
  printf("]}");
}

static int is_vowel(const char *p) { return strchr("AEIOU", p[0]) != NULL; }

/*
 * Prints {"k":seg,"ref":i,["sub":1,]"ph":[...],"epen":{...}} for one word: its phones aligned inside [sf, ef],
 * and, when the word ends in a consonant, the best vowel that may have been added after it (within
 * the next `tail_end - ef` frames of silence or added speech), with the gain in log-likelihood
 * over the same frames explained without it.
 */
void phones_print_word(int seg, int ref, int sub, const char *pron, int sf, int ef, int tail_end) {
  int units[64], optional[64], usf[64], uef[64], nu = 0, i;
  char buf[512], *tok, *save = NULL;
  static const char *added[] = {"UW", "OW", "IH"};
  if (ef >= n_frames) ef = n_frames - 1;
  if (tail_end >= n_frames) tail_end = n_frames - 1;
  snprintf(buf, sizeof buf, "%s", pron);
  for (tok = strtok_r(buf, " ", &save); tok && nu < 60; tok = strtok_r(NULL, " ", &save)) {
    int p = phones_ci_index(tok);
    if (p >= 0) units[nu] = p, optional[nu++] = 0;
  }
  printf("{\"k\":%d,\"ref\":%d%s,\"ph\":[", seg, ref, sub ? ",\"sub\":1" : "");
  if (nu > 0 && sf <= ef) {
    if (ef - sf + 1 >= nu) {
      viterbi(units, optional, nu, sf, ef, 0, usf, uef);
    } else {
      /* fewer frames than phones: share them out evenly */
      for (i = 0; i < nu; i++) usf[i] = uef[i] = sf + (i * (ef - sf + 1)) / nu;
    }
    for (i = 0; i < nu; i++) {
      printf("%s", i ? "," : "");
      print_phone(units[i], usf[i], uef[i] < usf[i] ? usf[i] : uef[i]);
    }
  }
  printf("]");
  if (nu > 0 && nu < 60 && !is_vowel(ci_name[units[nu - 1]]) && tail_end > ef && sf <= ef) {
    /* last consonant + optional vowel + optional silence, against last consonant + optional silence */
    int last = units[nu - 1], k, best_k = -1, b_sf = -1, b_ef = -1;
    int cu[3], co[3], csf[3], cef[3];
    double base, best = -INFINITY, start = usf[nu - 1];
    cu[0] = last, co[0] = 0, cu[1] = sil_ci, co[1] = 1;
    base = viterbi(cu, co, 2, (int)start, tail_end, 0, csf, cef);
    for (k = 0; k < 3; k++) {
      double sc;
      cu[0] = last, co[0] = 0, cu[1] = phones_ci_index(added[k]), co[1] = 1, cu[2] = sil_ci, co[2] = 1;
      if (cu[1] < 0) continue;
      sc = viterbi(cu, co, 3, (int)start, tail_end, 0, csf, cef);
      if (sc > best && csf[1] >= 0) best = sc, best_k = k, b_sf = csf[1], b_ef = cef[1];
    }
    if (best_k >= 0 && base > -INFINITY)
      printf(",\"epen\":{\"p\":\"%s\",\"sf\":%d,\"ef\":%d,\"gain\":%.2f}", added[best_k], b_sf, b_ef,
             best - base);
  }
  printf("}");
}
