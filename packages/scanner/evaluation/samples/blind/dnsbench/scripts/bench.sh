#!/bin/sh
for r in 1.1.1.1 8.8.8.8 9.9.9.9; do
  t=$( { /usr/bin/time -p dig @$r github.com +short >/dev/null; } 2>&1 | awk '/real/{print $2}')
  echo "$r $t"
done
