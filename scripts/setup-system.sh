#!/usr/bin/env bash
# Installs the Debian packages Hibiki needs outside npm, or names them when it cannot.
#   setup-system.sh start   what `npm start` needs: the speech engine (pocketsphinx model and headers, a C
#                           compiler), speech synthesis (flite voices), mp3 encoding (lame) and the
#                           English-Japanese dictionary the dictionary import reads (dict-freedict-eng-jpn)
#   setup-system.sh test    what `npm test` and the benches need as well (Chromium and CJK fonts for browser
#                           tests, espeak-ng as a second synthetic voice for the open-answer benches)
set -euo pipefail
mode="${1:-start}"

# package → a file that proves it is installed
declare -A probe=(
  [chromium]=/usr/bin/chromium
  [fonts-noto-cjk]=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
  [pocketsphinx-en-us]=/usr/share/pocketsphinx/model/en-us/en-us/mdef
  [libpocketsphinx-dev]=/usr/include/pocketsphinx/pocketsphinx.h
  [libsphinxbase-dev]=/usr/include/x86_64-linux-gnu/sphinxbase/fsg_model.h
  [flite]=/usr/bin/flite
  [lame]=/usr/bin/lame
  [gcc]=/usr/bin/gcc
  [pkg-config]=/usr/bin/pkg-config
  [sox]=/usr/bin/sox
  [espeak-ng]=/usr/bin/espeak-ng
  [dict-freedict-eng-jpn]=/usr/share/dictd/freedict-eng-jpn.index
)
start_pkgs=(pocketsphinx-en-us libpocketsphinx-dev libsphinxbase-dev flite lame sox gcc pkg-config dict-freedict-eng-jpn)
case "$mode" in
  start) wanted=("${start_pkgs[@]}") ;;
  test) wanted=("${start_pkgs[@]}" chromium fonts-noto-cjk espeak-ng) ;;
  *) echo "usage: $0 start|test" >&2; exit 2 ;;
esac

missing=()
for pkg in "${wanted[@]}"; do
  [ -e "${probe[$pkg]}" ] || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "setup-system: installing ${missing[*]} with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  for pkg in "${missing[@]}"; do
    [ -e "${probe[$pkg]}" ] || { echo "setup-system: $pkg did not install (${probe[$pkg]} missing)" >&2; exit 1; }
  done
  exit 0
fi

echo "setup-system: missing Debian packages: ${missing[*]}" >&2
echo "Install them as root:  sudo apt-get install -y ${missing[*]}" >&2
exit 1
