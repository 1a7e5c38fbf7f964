#!/bin/bash
git ls-files | sed 's/.*\.//' | sort | uniq -c | sort -rn | head -20
