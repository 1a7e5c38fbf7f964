#!/usr/bin/env node
console.log('preview on http://localhost:4173');
