"""
Transcript Fixer - Modular Script Package

Package structure:
- core/: Business logic and data access layer
- cli/: Command-line interface handlers
- utils/: Utility functions and tools
"""

__version__ = "1.0.0"
