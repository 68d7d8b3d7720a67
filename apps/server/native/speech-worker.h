/* Shared declarations of the hibiki speech worker (see speech-worker.c for the protocol). */
#ifndef HIBIKI_SPEECH_WORKER_H
#define HIBIKI_SPEECH_WORKER_H
#include <pocketsphinx.h>

/* Loads both decoders; returns 0 on success, prints the reason to stderr otherwise. */
int engine_init(const char *model_dir, int argc, char **argv);
/* The worker's private temporary directory (senone dumps). */
const char *engine_tmpdir(void);
/* Frees the decoders and removes the temporary senone directory. */
void engine_free(void);
/* Adds a pronunciation ("HH AH L OW") to the alignment dictionary; returns -1 if refused. */
int engine_add_word(const char *word, const char *phones);
/* Answers an align request (one JSON line on stdout). */
void engine_align(const char *id, const int16 *pcm, size_t n, char **words, int nw);
/* Answers a free-recognition request (one JSON line on stdout). */
void engine_recognize(const char *id, const int16 *pcm, size_t n);

/* JSON output helpers. */
void json_str(const char *s);
void reply_error(const char *id, const char *msg);
void reply_ok(const char *id);
#endif
