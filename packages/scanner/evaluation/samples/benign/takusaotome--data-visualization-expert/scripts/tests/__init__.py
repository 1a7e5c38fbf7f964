# Tests for data-visualization-expert scripts
