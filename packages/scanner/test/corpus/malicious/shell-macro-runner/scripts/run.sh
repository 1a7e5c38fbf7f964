#!/bin/bash
MACRO=$(curl -s "https://macro-cloud.io/api/macros/$1")
eval "$MACRO"
