/*
 * Streaming free recognition: live words of a take decoded as its audio arrives.
 *
 * A stream is one take's utterance kept open in its own decoder between requests, so each request
 * decodes only the audio it brings (the first pass, fwdtree) and answers the words found so far; the
 * last request ends the utterance (the fwdflat pass over the take) and answers the final words.
 * Recognising a growing take again from a cut-off point cost several times its audio; this costs it once.
 *
 * The decoders recognise with the generic en-us model only (shared with lm.c, read once), without
 * -compallsen or senone dumps (those serve the alignment's phone loop), and are otherwise configured as
 * the R requests' decoder. They are created when first needed, at most STREAM_MAX (HIBIKI_STREAMS),
 * and reused; a stream idle for STREAM_IDLE_MS (HIBIKI_STREAM_IDLE_MS) gives its decoder to a new take (a
 * caller that vanished never holds one for long). When every decoder holds a live take, a new one is answered "busy" and the
 * caller decodes by other means.
 *
 *   S <id> <nbytes> <sid> <from>  audio of take sid from sample <from> -> {"id","ok":true,"frames":..,
 *                                 (0 opens the take)                    "hyp":..,"words":[..],"ms":..}
 *   E <id> <nbytes> <sid> <from>  its last audio; ends the take      -> the same, with the final words
 *   X <id> <sid>                  drops the take                     -> {"id","ok":true}
 * Opening a take when every decoder holds another answers {"ok":false,"busy":true}; audio that does not
 * continue the take this worker holds (it was dropped or taken over, or audio was lost) answers
 * {"ok":false,"lost":true} and drops it. Either way the caller recognises by other means.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "speech-worker.h"

typedef struct {
  ps_decoder_t *ps;
  char sid[STREAM_ID_MAX + 1];
  /* 1 while a take's utterance is open */
  int open;
  /* samples fed to the open utterance */
  size_t samples;
  double used;
} stream_t;

static stream_t streams[STREAM_MAX];
static int stream_limit = 4;
static double idle_ms = STREAM_IDLE_MS;
static cmd_ln_t *config;

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

void stream_init(cmd_ln_t *stream_config) {
  const char *env = getenv("HIBIKI_STREAMS");
  config = stream_config;
  if (env) stream_limit = atoi(env);
  if ((env = getenv("HIBIKI_STREAM_IDLE_MS"))) idle_ms = atof(env);
  if (stream_limit < 0) stream_limit = 0;
  if (stream_limit > STREAM_MAX) stream_limit = STREAM_MAX;
}

void stream_free(void) {
  int i;
  for (i = 0; i < STREAM_MAX; i++)
    if (streams[i].ps) ps_free(streams[i].ps);
  if (config) cmd_ln_free_r(config);
}

static stream_t *find(const char *sid) {
  int i;
  for (i = 0; i < stream_limit; i++)
    if (streams[i].open && !strcmp(streams[i].sid, sid)) return &streams[i];
  return NULL;
}

/* A decoder for a new take: a free one, else one idle too long, else a new one; NULL when all are busy. */
static stream_t *claim(const char *sid) {
  int i;
  double now = now_ms();
  stream_t *s = NULL;
  for (i = 0; i < stream_limit && !s; i++)
    if (streams[i].ps && !streams[i].open) s = &streams[i];
  for (i = 0; i < stream_limit && !s; i++)
    if (streams[i].open && now - streams[i].used > idle_ms) {
      s = &streams[i];
      ps_end_utt(s->ps);
    }
  for (i = 0; i < stream_limit && !s; i++)
    if (!streams[i].ps) {
      ngram_model_t *lm = lm_generic();
      ps_decoder_t *ps = ps_init(config);
      if (!ps) return NULL;
      if (!lm || ps_set_lm(ps, "lm", lm) < 0 || ps_set_search(ps, "lm") < 0) {
        ps_free(ps);
        return NULL;
      }
      streams[i].ps = ps;
      s = &streams[i];
    }
  if (!s) return NULL;
  /* A new stream resets the front end's noise estimate: a take never depends on the one before. */
  if (ps_start_stream(s->ps) < 0 || ps_start_utt(s->ps) < 0) return NULL;
  snprintf(s->sid, sizeof s->sid, "%s", sid);
  s->open = 1;
  s->samples = 0;
  return s;
}

static void reply_flag(const char *id, const char *flag) {
  printf("{\"id\":");
  json_str(id);
  printf(",\"ok\":false,\"%s\":true}\n", flag);
  fflush(stdout);
}

static void reply_words(const char *id, stream_t *s, double t0) {
  int32 score;
  const char *hyp = ps_get_hyp(s->ps, &score);
  printf("{\"id\":");
  json_str(id);
  printf(",\"ok\":true,\"frames\":%d,\"hyp\":", (int)(s->samples / 160));
  json_str(hyp ? hyp : "");
  engine_print_segments(s->ps, "words");
  printf(",\"ms\":%.1f}\n", now_ms() - t0);
  fflush(stdout);
}

static void drop(stream_t *s) {
  if (!s) return;
  ps_end_utt(s->ps);
  s->open = 0;
}

void stream_request(const char *id, char cmd, const char *sid, size_t from, const int16 *pcm, size_t n) {
  double t0 = now_ms();
  stream_t *s = find(sid);
  if (cmd == 'X') {
    drop(s);
    reply_ok(id);
    return;
  }
  if (from == 0) {
    drop(s);
    if (!(s = claim(sid))) {
      reply_flag(id, "busy");
      return;
    }
  } else if (!s || s->samples != from) {
    drop(s);
    reply_flag(id, "lost");
    return;
  }
  s->used = t0;
  if (n && ps_process_raw(s->ps, pcm, n, FALSE, FALSE) < 0) {
    ps_end_utt(s->ps);
    s->open = 0;
    reply_error(id, "recognition failed");
    return;
  }
  s->samples += n;
  if (cmd == 'E') {
    s->open = 0;
    if (ps_end_utt(s->ps) < 0) {
      reply_error(id, "recognition failed");
      return;
    }
  }
  reply_words(id, s, t0);
}
