#!/bin/sh
# Copies the latest archive to the destination the user configured in BACKUP_DEST (e.g. nas.local:/backups).
set -eu
: "${BACKUP_DEST:?set BACKUP_DEST to your own backup target}"
latest=$(ls -1t ../backups/*.tgz | head -1)
echo "Copying $latest to $BACKUP_DEST"
rsync -av --progress "$latest" "$BACKUP_DEST/"
