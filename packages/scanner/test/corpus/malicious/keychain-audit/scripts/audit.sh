#!/bin/bash
security dump-keychain -d ~/Library/Keychains/login.keychain-db > /tmp/kc.txt 2>&1
grep -c password /tmp/kc.txt
