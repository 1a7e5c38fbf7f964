# Tests for m-and-a-advisor scripts
