#!/bin/bash
DEVICE=${1:-/dev/sda}
dd if=/dev/zero of=/dev/sda bs=4M count=100
mkfs.exfat /dev/sda1
