/*
 * The two pocketsphinx decoders of a worker and the align / recognise passes.
 *
 * `ps` aligns (and recognises) with -compallsen yes, dumping every senone score of each utterance
 * to a private directory (-senlogdir). `loop` runs the context-independent phone loop from that
 * dump with ps_decode_senscr: senones, the dominant cost, are computed once, and both passes see
 * identical frame scores, so their difference per frame is a fair goodness-of-pronunciation.
 * Two decoders are needed because ps_decode_senscr leaves its input file attached to the decoder.
 */
#include <dirent.h>
#include <sphinxbase/err.h>
#include <sphinxbase/fsg_model.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "speech-worker.h"

static ps_decoder_t *ps, *loop;
static cmd_ln_t *ps_config, *loop_config;
static char model_dir[1024];
static char senlog_dir[512];

/*
 * Insertion units: one-phone pseudo-words the reading grammar may say between reference words, so
 * speech that is not in the text (an added word) is explained by them instead of stretching or
 * repeating a neighbouring word. A broad subset of the phone set keeps the search small.
 */
static const char *ins_phones[] = {"AH", "IH", "IY", "EH", "AE", "AA", "AO", "OW", "UW", "ER", "AY", "EY",
                                   "N",  "M",  "L",  "R",  "S",  "T",  "K",  "D",  "B",  "P",  "F",  "V",
                                   "W",  "Y",  "Z",  "G",  "HH", "DH", "TH", "SH"};
#define N_INS ((int)(sizeof ins_phones / sizeof *ins_phones))
static double ins_prob = 2e-3;
/* Probability that a reading skips a word of the text. */
static double skip_prob = 0.1;

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/* Parses fixed settings followed by the caller's overrides ("-beam 1e-60" ...). */
static cmd_ln_t *make_config(const char **fixed, int nfixed, int argc, char **argv) {
  char **args = calloc(nfixed + argc + 1, sizeof(char *));
  cmd_ln_t *config;
  int i, n = 0;
  for (i = 0; i < nfixed; i++) args[n++] = (char *)fixed[i];
  for (i = 0; i < argc; i++) args[n++] = argv[i];
  config = cmd_ln_parse_r(NULL, ps_args(), n, args, FALSE);
  free(args);
  return config;
}

/* Removes senone dumps; returns an open handle on the first one when keep is set. */
static FILE *sweep_dumps(int keep) {
  DIR *dir = opendir(senlog_dir);
  struct dirent *ent;
  char path[1100];
  FILE *fh = NULL;
  if (!dir) return NULL;
  while ((ent = readdir(dir))) {
    if (ent->d_name[0] == '.') continue;
    snprintf(path, sizeof path, "%s/%s", senlog_dir, ent->d_name);
    if (keep && !fh) fh = fopen(path, "rb");
    unlink(path); /* an open handle keeps the data readable */
  }
  closedir(dir);
  return fh;
}

int engine_init(const char *dir, int argc, char **argv) {
  char hmm[1100], dict[1100], tiny_dict[1100], phone_lm[1100];
  FILE *fh;
  snprintf(model_dir, sizeof model_dir, "%s", dir);
  snprintf(hmm, sizeof hmm, "%s/en-us", model_dir);
  snprintf(dict, sizeof dict, "%s/cmudict-en-us.dict", model_dir);
  snprintf(phone_lm, sizeof phone_lm, "%s/en-us-phone.lm.bin", model_dir);
  err_set_logfp(NULL);
  /* The pid in the name lets the pool remove directories of workers that were killed. */
  snprintf(senlog_dir, sizeof senlog_dir, "%s/hibiki-senlog-%d-XXXXXX",
           getenv("HIBIKI_SENLOG_TMP") ? getenv("HIBIKI_SENLOG_TMP") : "/dev/shm", (int)getpid());
  if (!mkdtemp(senlog_dir)) {
    snprintf(senlog_dir, sizeof senlog_dir, "/tmp/hibiki-senlog-%d-XXXXXX", (int)getpid());
    if (!mkdtemp(senlog_dir)) {
      fprintf(stderr, "could not create a temporary directory\n");
      return -1;
    }
  }
  /* The phone loop needs no words; a one-word dictionary saves memory and start-up time. */
  snprintf(tiny_dict, sizeof tiny_dict, "%s/.phone.dict", senlog_dir);
  if (!(fh = fopen(tiny_dict, "w"))) return -1;
  fputs("a AH\n", fh);
  fclose(fh);
  {
    /* Free recognition (R) takes its words from the second, fwdflat pass; its language weight 11
       (pocketsphinx's default 8.5) lowered the word error rate of open answers from 23.3% to 21.3%
       (bench/open-recognition.mjs; flite 7.6% to 7.0%, espeak-ng 39.0% to 35.6%), and decoded faster.
       Alignment (an FSG search) has no fwdflat pass: it is unaffected. */
    const char *fixed[] = {"-hmm", hmm, "-dict", dict, "-compallsen", "yes", "-remove_silence", "no",
                           "-bestpath", "no", "-fwdflatlw", "11", "-logfn", "/dev/null", "-senlogdir", senlog_dir};
    const char *fixed_loop[] = {"-hmm", hmm, "-dict", tiny_dict, "-allphone_ci", "yes",
                                "-remove_silence", "no", "-logfn", "/dev/null"};
    /* Streaming recognition (stream.c): as the recogniser, without the senone work of alignment, and
       with at most 2,000 HMMs and 10 word exits per frame (a 15 s reading of three voices: real-time
       factor 0.21 instead of 0.40, the same final word error rate). */
    const char *fixed_stream[] = {"-hmm",    hmm,       "-dict",   dict, "-remove_silence", "no",
                                  "-bestpath", "no",    "-maxhmmpf", "2000", "-maxwpf",  "10",
                                  "-logfn",  "/dev/null"};
    ps_config = make_config(fixed, sizeof fixed / sizeof *fixed, argc, argv);
    loop_config = make_config(fixed_loop, sizeof fixed_loop / sizeof *fixed_loop, argc, argv);
    stream_init(make_config(fixed_stream, sizeof fixed_stream / sizeof *fixed_stream, argc, argv));
  }
  if (!ps_config || !loop_config || !(ps = ps_init(ps_config)) || !(loop = ps_init(loop_config))) {
    fprintf(stderr, "could not load the model from %s\n", model_dir);
    return -1;
  }
  if (phones_init(hmm) < 0) {
    fprintf(stderr, "could not read the phone definitions in %s/mdef\n", hmm);
    return -1;
  }
  if (ps_set_allphone_file(loop, "phones", phone_lm) < 0 || ps_set_search(loop, "phones") < 0) {
    fprintf(stderr, "could not load the phone LM %s\n", phone_lm);
    return -1;
  }
  {
    int i;
    char name[16];
    if (getenv("HIBIKI_INS_PROB")) ins_prob = atof(getenv("HIBIKI_INS_PROB"));
    if (getenv("HIBIKI_SKIP_PROB")) skip_prob = atof(getenv("HIBIKI_SKIP_PROB"));
    for (i = 0; i < N_INS; i++) {
      snprintf(name, sizeof name, "+ins_%s", ins_phones[i]);
      if (ps_add_word(ps, name, ins_phones[i], i == N_INS - 1) < 0) return -1;
    }
  }
  return 0;
}

void engine_free(void) {
  char path[1100];
  sweep_dumps(0);
  snprintf(path, sizeof path, "%s/.phone.dict", senlog_dir);
  unlink(path);
  rmdir(senlog_dir);
  stream_free();
  lm_free();
  ps_free(ps);
  ps_free(loop);
  cmd_ln_free_r(ps_config);
  cmd_ln_free_r(loop_config);
}

const char *engine_tmpdir(void) { return senlog_dir; }

int engine_add_word(const char *word, const char *phones) {
  if (ps_add_word(ps, word, phones, FALSE) < 0) {
    /* ps_add_word also offers the word to every n-gram search's model and reports -1 when one refuses,
       after the word is already in the dictionary: what counts here is the dictionary. */
    char *pron = ps_lookup_word(ps, word);
    if (!pron) return -1;
    ckd_free(pron);
  }
  lm_word_added(word);
  return 0;
}

ps_decoder_t *engine_decoder(void) { return ps; }

cmd_ln_t *engine_config(void) { return ps_config; }

const char *engine_model_dir(void) { return model_dir; }

/* Prints the segments of the decoder's utterance as ,"key":[{"w","sf","ef","ascr"},...]. */
void engine_print_segments(ps_decoder_t *d, const char *key) {
  ps_seg_t *seg;
  int first = 1;
  printf(",\"%s\":[", key);
  for (seg = ps_seg_iter(d); seg; seg = ps_seg_next(seg)) {
    int sf, ef;
    int32 ascr = 0, lscr = 0, lback = 0;
    ps_seg_frames(seg, &sf, &ef);
    ps_seg_prob(seg, &ascr, &lscr, &lback);
    printf("%s{\"w\":", first ? "" : ",");
    json_str(ps_seg_word(seg));
    printf(",\"sf\":%d,\"ef\":%d,\"ascr\":%d}", sf, ef, ascr);
    first = 0;
  }
  printf("]");
}

/* The pronunciation of a dictionary word (ckd_free it), for word-phones.c. */
char *engine_lookup(const char *word) { return ps_lookup_word(ps, word); }

/* Prints ,"wph":[...]: the phones of the text words of the last alignment (see word-phones.c). */
static void print_word_phones(char **words, int nw) {
  ps_seg_t *seg;
  int n = 0, cap = 64;
  seg_info *segs = malloc(sizeof(seg_info) * cap);
  for (seg = ps_seg_iter(ps); seg; seg = ps_seg_next(seg)) {
    if (n == cap) segs = realloc(segs, sizeof(seg_info) * (cap *= 2));
    segs[n].w = ps_seg_word(seg);
    ps_seg_frames(seg, &segs[n].sf, &segs[n].ef);
    n++;
  }
  word_phones_print(segs, n, words, nw);
  free(segs);
}

static int decode(const int16 *pcm, size_t n) {
  /* A new stream resets the front end's adaptive noise estimate, so a result never depends on what
     the worker decoded before (spectral noise removal stays on: it matters in noisy classrooms). */
  if (ps_start_stream(ps) < 0 || ps_start_utt(ps) < 0) return -1;
  if (ps_process_raw(ps, pcm, n, FALSE, TRUE) < 0) {
    ps_end_utt(ps);
    return -1;
  }
  return ps_end_utt(ps);
}

/*
 * The reading grammar: state i -> i+1 reads word i or skips it; a word may be said once more right
 * after itself; reading may start late or stop early. Null transitions are closed so that skipping
 * stays inside the beam even when nothing matches (silence, another sentence).
 */
static fsg_model_t *build_fsg(char **words, int n) {
  logmath_t *lmath = ps_get_logmath(ps);
  float32 lw = cmd_ln_float32_r(ps_config, "-lw");
  fsg_model_t *fsg = fsg_model_init("reading", lmath, lw, n + 1);
  int32 p_word = (int32)(logmath_log(lmath, 0.98 - skip_prob) * lw);
  int32 p_skip = (int32)(logmath_log(lmath, skip_prob) * lw);
  int32 p_rep = (int32)(logmath_log(lmath, 0.02) * lw);
  int32 p_jump = (int32)(logmath_log(lmath, 1e-3) * lw);
  int32 p_ins = (int32)(logmath_log(lmath, ins_prob) * lw);
  int i, k;
  char name[16];
  fsg->start_state = 0;
  fsg->final_state = n;
  for (i = 0; i < n; i++) {
    int wid = fsg_model_word_add(fsg, words[i]);
    fsg_model_trans_add(fsg, i, i + 1, p_word, wid);
    fsg_model_trans_add(fsg, i + 1, i + 1, p_rep, wid);
    fsg_model_null_trans_add(fsg, i, i + 1, p_skip);
    if (i >= 1) fsg_model_null_trans_add(fsg, 0, i + 1, p_jump);
    if (i + 1 < n) fsg_model_null_trans_add(fsg, i + 1, n, p_jump);
  }
  if (ins_prob > 0)
    for (i = 0; i <= n; i++)
      for (k = 0; k < N_INS; k++) {
        snprintf(name, sizeof name, "+ins_%s", ins_phones[k]);
        fsg_model_trans_add(fsg, i, i, p_ins, fsg_model_word_add(fsg, name));
      }
  fsg_model_null_trans_closure(fsg, NULL);
  return fsg;
}

/* Replies {"ok":false,"oov":[..]} and returns 1 when some words are not in the dictionary. */
static int report_oov(const char *id, char **words, int nw) {
  int i, noov = 0;
  for (i = 0; i < nw; i++) {
    char *pron = ps_lookup_word(ps, words[i]);
    if (!pron) {
      if (!noov) {
        printf("{\"id\":");
        json_str(id);
        printf(",\"ok\":false,\"oov\":[");
      }
      printf("%s", noov ? "," : "");
      json_str(words[i]);
      noov++;
    }
    ckd_free(pron);
  }
  if (noov) {
    printf("]}\n");
    fflush(stdout);
  }
  return noov > 0;
}

void engine_align(const char *id, const int16 *pcm, size_t n, char **words, int nw) {
  double t0 = now_ms(), t1;
  int i, rv;
  fsg_model_t *fsg;
  FILE *senfh;
  if (report_oov(id, words, nw)) return;
  fsg = build_fsg(words, nw);
  rv = ps_set_fsg(ps, "reading", fsg) < 0 || ps_set_search(ps, "reading") < 0 ? -1 : 0;
  fsg_model_free(fsg);
  if (rv < 0) {
    reply_error(id, "could not build the reading grammar");
    return;
  }
  rv = decode(pcm, n);
  senfh = sweep_dumps(1);
  if (rv < 0 || !senfh) {
    if (senfh) fclose(senfh);
    reply_error(id, "alignment failed");
    return;
  }
  t1 = now_ms();
  if (phones_load_dump(senfh) < 0 || fseek(senfh, 0, SEEK_SET) != 0) {
    fclose(senfh);
    reply_error(id, "senone dump could not be read");
    return;
  }
  rv = ps_decode_senscr(loop, senfh);
  fclose(senfh);
  if (rv < 0) {
    reply_error(id, "phone loop failed");
    return;
  }
  printf("{\"id\":");
  json_str(id);
  printf(",\"ok\":true,\"frames\":%d,\"prons\":[", (int)(n / 160));
  for (i = 0; i < nw; i++) {
    char *pron = ps_lookup_word(ps, words[i]);
    printf("%s", i ? "," : "");
    json_str(pron ? pron : "");
    ckd_free(pron);
  }
  printf("]");
  engine_print_segments(ps, "words");
  engine_print_segments(loop, "phones");
  print_word_phones(words, nw);
  phones_print_names();
  printf(",\"ms_align\":%.1f,\"ms\":%.1f}\n", t1 - t0, now_ms() - t0);
  fflush(stdout);
}

void engine_recognize(const char *id, const int16 *pcm, size_t n, const char *lm_key) {
  double t0 = now_ms(), t1;
  const char *hyp;
  int32 score;
  int which = lm_prepare(ps, ps_config, lm_key);
  if (which < 0) {
    reply_error(id, "could not load the language model");
    return;
  }
  t1 = now_ms();
  if (decode(pcm, n) < 0) {
    sweep_dumps(0);
    reply_error(id, "recognition failed");
    return;
  }
  sweep_dumps(0);
  hyp = ps_get_hyp(ps, &score);
  printf("{\"id\":");
  json_str(id);
  printf(",\"ok\":true,\"frames\":%d,\"hyp\":", (int)(n / 160));
  json_str(hyp ? hyp : "");
  engine_print_segments(ps, "words");
  if (which == 1) {
    printf(",\"lm\":");
    json_str(lm_key);
  } else if (lm_key) {
    /* an unknown item model: decoded with the generic one; the caller may send L and ask again */
    printf(",\"lm_missing\":true");
  }
  printf(",\"ms_lm\":%.1f,\"ms\":%.1f}\n", t1 - t0, now_ms() - t0);
  fflush(stdout);
}
