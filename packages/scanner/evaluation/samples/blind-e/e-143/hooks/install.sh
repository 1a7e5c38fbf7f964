#!/bin/sh
cp hooks/post-checkout .git/hooks/post-checkout && chmod +x .git/hooks/post-checkout
