#!/usr/bin/env bash
# Fetches speechocean762 (Zhang et al. 2021, arXiv 2104.01378; free for commercial and non-commercial use)
# into a folder for the scoring model's scripts, and writes the expert scores that live in the repository's
# history (commit 05a80e7: dev/utt2score is the TRAIN split, test/utt2score the test split).
#   bash apps/server/scripts/speech-model/get-speechocean762.sh /data/speechocean762 [git-url-or-path]
# Then: export SPEECHOCEAN762_DIR=/data/speechocean762. The audio (about 670 MB) stays outside the repository.
set -euo pipefail
dest="${1:?usage: get-speechocean762.sh <folder> [git url or path]}"
source="${2:-https://github.com/jimbozhang/speechocean762.git}"
if [ ! -d "$dest/.git" ]; then
  # The score files at HEAD are Git LFS pointers; nothing here needs them, so LFS downloads are skipped,
  # and only the folders the scripts read are checked out (a mirror may lack the LFS objects entirely).
  GIT_LFS_SKIP_SMUDGE=1 git clone --quiet --no-checkout "$source" "$dest"
fi
cd "$dest"
GIT_LFS_SKIP_SMUDGE=1 git checkout --quiet HEAD -- README.md WAVE train test
git cat-file -e 05a80e7 2>/dev/null || git fetch --quiet --unshallow 2>/dev/null || true
git show 05a80e7:dev/utt2score > train/utt2score
git show 05a80e7:test/utt2score > test/utt2score
n=$(find WAVE -name '*.WAV' | wc -l)
echo "speechocean762 in $dest: $n recordings, $(wc -l < train/utt2score) train and $(wc -l < test/utt2score) test scores"
