/*
 * hibiki-speech-worker: a long-lived pocketsphinx process used by the speech pool.
 *
 * The acoustic model is loaded once; requests arrive on stdin as one text header line,
 * optionally followed by raw PCM (16 kHz, 16-bit little-endian, mono) of the declared length.
 * Every request gets exactly one JSON line on stdout; the first line is {"ready":true,"tmp":"<dir>"}
 * (the private directory for senone dumps, which the pool removes if the worker is killed).
 *
 *   P <id>                          ping                 -> {"id":..,"ok":true}
 *   W <id> <word> <phone>...        add a pronunciation  -> {"id":..,"ok":true}
 *   A <id> <nbytes> <word>...       align + phone loop   -> {"id":..,"ok":true,"frames":..,"prons":[..],
 *                                                            "words":[{"w","sf","ef","ascr"}..],"phones":[..]}
 *   R <id> <nbytes> [<key>]         free recognition     -> {"id":..,"ok":true,"frames":..,"hyp":"..","words":[..],
 *                                                            "lm":"<key>" | "lm_missing":true,"ms_lm":..,"ms":..}
 *   L <id> <nbytes> <key> <weight>  load an item LM      -> {"id":..,"ok":true,"vocab":..,"ms":..}
 *   S|E <id> <nbytes> <sid> <from>   streaming recognition of a take, X <id> <sid> drops it (stream.c)
 *
 * R decodes with the generic en-us model, or with the item model cached under <key> interpolated with it
 * (weight of the item model in (0,1)). An unknown key is decoded with the generic model and answered
 * with "lm_missing":true, so the caller can send L and ask again. L carries <nbytes> of ARPA text and
 * caches it under <key> (a-z A-Z 0-9 _ -, at most 64; LM_CACHE models, least recently used dropped).
 * Words the dictionary lacks make an align or L request answer {"ok":false,"oov":[..]}, so the caller
 * can send W lines and retry; pronunciations stay for the life of the process.
 * Usage: hibiki-speech-worker <model-dir> [-pocketsphinx-option value]...
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "speech-worker.h"

#define MAX_AUDIO_BYTES (16000 * 2 * 400) /* 400 s; the protocol layer caps audio at 300 s */
#define MAX_TOKENS 4003
#define MAX_LM_BYTES (8 << 20)

void json_str(const char *s) {
  putchar('"');
  for (; *s; s++) {
    if (*s == '"' || *s == '\\') putchar('\\');
    if ((unsigned char)*s >= 0x20) putchar(*s);
  }
  putchar('"');
}

void reply_error(const char *id, const char *msg) {
  printf("{\"id\":");
  json_str(id);
  printf(",\"ok\":false,\"error\":");
  json_str(msg);
  printf("}\n");
  fflush(stdout);
}

void reply_ok(const char *id) {
  printf("{\"id\":");
  json_str(id);
  printf(",\"ok\":true}\n");
  fflush(stdout);
}

static int read_audio(size_t nbytes, int16 **out) {
  int16 *buf;
  if (nbytes > MAX_AUDIO_BYTES || nbytes % 2) return -1;
  buf = malloc(nbytes ? nbytes : 2);
  if (!buf) return -1;
  if (nbytes && fread(buf, 1, nbytes, stdin) != nbytes) {
    free(buf);
    return -1;
  }
  *out = buf;
  return 0;
}

static void add_word(const char *id, char **tok, int ntok) {
  char pron[2048] = "";
  int i;
  if (ntok < 4) {
    reply_error(id, "W needs a word and phones");
    return;
  }
  for (i = 3; i < ntok; i++) {
    if (strlen(pron) + strlen(tok[i]) + 2 >= sizeof pron) break;
    if (i > 3) strcat(pron, " ");
    strcat(pron, tok[i]);
  }
  if (engine_add_word(tok[2], pron) < 0) reply_error(id, "bad pronunciation");
  else reply_ok(id);
}

/* Reads an L request's ARPA text and hands it to lm.c; returns -1 when the stream is broken. */
static int load_lm(const char *id, char **tok, int ntok) {
  size_t nbytes = strtoul(tok[2], NULL, 10);
  char *text;
  if (nbytes > MAX_LM_BYTES || !(text = malloc(nbytes + 1))) return -1;
  if (fread(text, 1, nbytes, stdin) != nbytes) {
    free(text);
    return -1;
  }
  text[nbytes] = 0;
  if (ntok < 5) reply_error(id, "L needs a key and a weight");
  else lm_load_request(id, tok[3], atof(tok[4]), text, nbytes);
  free(text);
  return 0;
}

/* Handles one header line (already split into tokens); returns -1 when the stream is broken. */
static int handle(char **tok, int ntok) {
  const char *id = ntok > 1 ? tok[1] : "";
  int16 *pcm;
  size_t nbytes;
  if (ntok < 2) {
    reply_error(id, "bad header");
    return 0;
  }
  if (!strcmp(tok[0], "P")) {
    reply_ok(id);
    return 0;
  }
  if (!strcmp(tok[0], "W")) {
    add_word(id, tok, ntok);
    return 0;
  }
  if (!strcmp(tok[0], "X")) {
    stream_request(id, 'X', ntok > 2 ? tok[2] : "", 0, NULL, 0);
    return 0;
  }
  if (strcmp(tok[0], "A") && strcmp(tok[0], "R") && strcmp(tok[0], "L") && strcmp(tok[0], "S") &&
      strcmp(tok[0], "E")) {
    reply_error(id, "unknown command");
    return 0;
  }
  if (ntok < 3) {
    reply_error(id, "missing audio length");
    return 0;
  }
  if (tok[0][0] == 'L') {
    if (load_lm(id, tok, ntok) == 0) return 0;
    reply_error(id, "language model could not be read");
    return -1; /* the stream position is lost; the pool restarts the worker */
  }
  nbytes = strtoul(tok[2], NULL, 10);
  if (read_audio(nbytes, &pcm) < 0) {
    reply_error(id, "audio could not be read");
    return -1; /* the stream position is lost; the pool restarts the worker */
  }
  if (tok[0][0] == 'S' || tok[0][0] == 'E') {
    if (ntok < 5 || strlen(tok[3]) > STREAM_ID_MAX) reply_error(id, "a stream needs an id and a start sample");
    else stream_request(id, tok[0][0], tok[3], strtoul(tok[4], NULL, 10), pcm, nbytes / 2);
  } else if (tok[0][0] == 'R') engine_recognize(id, pcm, nbytes / 2, ntok > 3 ? tok[3] : NULL);
  else if (ntok < 4) reply_error(id, "no reference words");
  else engine_align(id, pcm, nbytes / 2, tok + 3, ntok - 3);
  free(pcm);
  return 0;
}

int main(int argc, char **argv) {
  static char *tok[MAX_TOKENS];
  char *line = NULL;
  size_t cap = 0;
  if (argc < 2) {
    fprintf(stderr, "usage: %s <model-dir> [-option value]...\n", argv[0]);
    return 2;
  }
  if (engine_init(argv[1], argc - 2, argv + 2) < 0) return 1;
  printf("{\"ready\":true,\"tmp\":");
  json_str(engine_tmpdir());
  printf("}\n");
  fflush(stdout);
  while (getline(&line, &cap, stdin) > 0) {
    int ntok = 0;
    char *save = NULL, *t;
    for (t = strtok_r(line, " \t\r\n", &save); t && ntok < MAX_TOKENS; t = strtok_r(NULL, " \t\r\n", &save))
      tok[ntok++] = t;
    if (ntok == 0) continue;
    if (handle(tok, ntok) < 0) break;
  }
  free(line);
  engine_free();
  return 0;
}
