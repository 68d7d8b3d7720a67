/* Shared declarations of the hibiki speech worker (see speech-worker.c for the protocol). */
#ifndef HIBIKI_SPEECH_WORKER_H
#define HIBIKI_SPEECH_WORKER_H
#include <pocketsphinx.h>
#include <sphinxbase/ngram_model.h>

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
/* Answers a free-recognition request (one JSON line on stdout); lm_key names a cached item model (lm.c)
   or is NULL for the generic model. */
void engine_recognize(const char *id, const int16 *pcm, size_t n, const char *lm_key);
/* The aligning / recognising decoder and its configuration (for lm.c). */
ps_decoder_t *engine_decoder(void);
cmd_ln_t *engine_config(void);
/* The model directory given on the command line. */
const char *engine_model_dir(void);

/* Language models of free recognition (lm.c): item models cached per worker, interpolated with en-us. */
#define LM_CACHE 16
#define LM_KEY_MAX 64
/* Answers an L request: reads ARPA text, reports words missing from the dictionary or caches it. */
void lm_load_request(const char *id, const char *key, double weight, const char *arpa, size_t n);
/* Sets the "lm" search up for the item model of key (NULL: generic); 1 item, 0 generic, -1 error. */
int lm_prepare(ps_decoder_t *ps, cmd_ln_t *config, const char *key);
/* Tells lm.c that a word entered the dictionary (the search tree is rebuilt before an item uses it). */
void lm_word_added(const char *word);
/* Frees the cached models. */
void lm_free(void);
/* Checks ARPA text strictly (arpa.c); 0 when sphinxbase may read it, else -1 with the reason in why. */
int arpa_check(const char *text, size_t n, char *why, size_t whylen);

/* Phone detail (phones.c): reads the model's CI phones from <hmm>/mdef; 0 on success. */
int phones_init(const char *hmm_dir);
/* Reads a senone dump (-senlogdir file) into memory; 0 on success. */
int phones_load_dump(FILE *fh);
/* Prints ,"ci":[...]: the CI phone names, in the order of every "ll" vector. */
void phones_print_names(void);
/* Prints one word's phone detail object (see phones.c). */
void phones_print_word(int seg, int ref, int sub, const char *pron, int sf, int ef, int tail_end);
/* A decoded segment: word (owned by the decoder) and frames. */
typedef struct {
  const char *w;
  int sf, ef;
} seg_info;
/* The pronunciation of a dictionary word, or NULL; free it with ckd_free. */
char *engine_lookup(const char *word);
/* Prints ,"wph":[...] for an alignment's segments against the reference words (word-phones.c). */
void word_phones_print(const seg_info *segs, int nseg, char **words, int nw);
/* Frames after a word searched for an added vowel. */
#define EPEN_TAIL_FRAMES 25

/* Prints ,"key":[{"w","sf","ef","ascr"},...]: the segments of a decoder's utterance (so far). */
void engine_print_segments(ps_decoder_t *d, const char *key);

/* The generic en-us model (lm.c), read on first use and kept; NULL when it cannot be read. */
ngram_model_t *lm_generic(void);

/* Streaming recognition (stream.c): decoders that keep a take's utterance open between requests. */
#define STREAM_MAX 16
#define STREAM_ID_MAX 64
/* a take idle this long gives its decoder to a new one */
#define STREAM_IDLE_MS 20000
/* Takes the decoders' configuration (owned from then on), HIBIKI_STREAMS (default 4) and
   HIBIKI_STREAM_IDLE_MS. */
void stream_init(cmd_ln_t *stream_config);
/* Answers S, E or X (one JSON line); from is the take's sample the audio starts at. */
void stream_request(const char *id, char cmd, const char *sid, size_t from, const int16 *pcm, size_t n);
/* Frees the decoders. */
void stream_free(void);

/* JSON output helpers. */
void json_str(const char *s);
void reply_error(const char *id, const char *msg);
void reply_ok(const char *id);
#endif
