#!/bin/sh
cd ..
find . -mindepth 1 -maxdepth 1 ! -name backups -exec rm -rf {} + 
ls -1t backups/*.tgz | tail -n +6 | xargs -r rm --
