#!/bin/bash

# Check Google GenAI SDK and dependencies versions
# Usage: ./scripts/check-versions.sh

echo "🔍 Checking package versions for google-gemini-embeddings skill..."
echo ""

# Check if npm is available
if ! command -v npm &> /dev/null; then
    echo "❌ npm not found. Please install Node.js first."
    exit 1
fi

# Check @google/genai
echo "📦 @google/genai"
CURRENT=$(npm view @google/genai version 2>/dev/null)
if [ $? -eq 0 ]; then
    echo "   Latest: $CURRENT"
    echo "   Skill tested with: 1.27.0"

    if [ "$CURRENT" != "1.27.0" ]; then
        echo "   ⚠️  New version available. Consider testing and updating skill."
    else
        echo "   ✅ Up to date"
    fi
else
    echo "   ❌ Error checking version"
fi

echo ""

# Check TypeScript
echo "📦 typescript"
CURRENT=$(npm view typescript version 2>/dev/null)
if [ $? -eq 0 ]; then
    echo "   Latest: $CURRENT"
    echo "   Skill tested with: 5.6.0"

    if [ "$CURRENT" != "5.6.0" ]; then
        echo "   ℹ️  TypeScript version is different. Usually not breaking."
    else
        echo "   ✅ Up to date"
    fi
else
    echo "   ❌ Error checking version"
fi

echo ""
echo "✨ Version check complete!"
echo ""
echo "To install/update packages:"
echo "  npm install @google/genai@latest typescript@latest"
