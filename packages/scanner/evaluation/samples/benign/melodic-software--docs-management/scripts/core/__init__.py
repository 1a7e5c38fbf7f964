"""Core functionality for docs-management skill - scraping, searching, and document resolution."""

